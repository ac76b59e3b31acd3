import { ContainerModule } from 'inversify';
import { QqShareAdapter } from '../../adapters/browser/qq-share.adapter';
import { WeixinJsSdkAdapter } from '../../adapters/weixin/weixin-js-sdk.adapter';
import { ShareService } from '../../domain/share/share.service';
import type { ShareInfo } from '../../domain/share/share.types';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';

/** `CampaignKitOptions.share`: the share info and where the share calls go. */
export interface ShareOptions {
  /** The page's share info (SPEC §3); helpers may be given their own instead. */
  readonly info?: ShareInfo;
  /** Host of `POST {host}/api/share-link`. Defaults to `apiOrigin`. */
  readonly shortLinkHost?: string;
  /** The weixin ticket address the wx.config signature is read from; without it the weixin share fails with `BRIDGE`. */
  readonly weixinTicketUrl?: string;
}

/**
 * Binds the share helpers. The weixin JS-SDK and QQ share ports are taken from the container
 * when bound (tests), else built over the page's window in a browser.
 */
export const shareModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Share)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const http = resolve(ctx, PORTS.Http);
      const page = resolve(ctx, PORTS.Page);
      const scriptLoader = resolve(ctx, PORTS.ScriptLoader);
      const inBrowser = typeof globalThis.window !== 'undefined';
      const ticketUrl = options.share?.weixinTicketUrl;
      const weixin = resolveOptional(ctx, PORTS.WeixinSdk) ?? (ticketUrl && inBrowser ? new WeixinJsSdkAdapter({ scriptLoader, http, page, ticketUrl }) : undefined);
      const qq = resolveOptional(ctx, PORTS.QqShare) ?? (inBrowser ? new QqShareAdapter(scriptLoader) : undefined);
      const share = new ShareService({ http, page, bridge: resolve(ctx, PORTS.Bridge), weixin, qq, tracking: resolve(ctx, SERVICES.Tracking) });
      share.init({ info: options.share?.info, shortLinkHost: options.share?.shortLinkHost ?? options.apiOrigin });
      return share;
    })
    .inSingletonScope();
});
