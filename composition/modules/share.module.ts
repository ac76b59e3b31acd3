import { ContainerModule } from 'inversify';
import { QqShareAdapter } from '../../adapters/browser/qq-share.adapter';
import { WeixinJsSdkAdapter } from '../../adapters/weixin/weixin-js-sdk.adapter';
import { WeixinBridgeAdapter } from '../../adapters/weixin/weixin-bridge.adapter';
import type { WeixinWindow } from '../../adapters/weixin/weixin.globals';
import { WeixinLegacyShareAdapter, WeixinShareFallback } from '../../adapters/weixin/weixin-legacy-share.adapter';
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
  /** The weixin ticket address the wx.config signature is read from; without it (or when the JS-SDK fails) the weixin share falls back to the legacy `menu:share:*` events inside weixin, and fails with `BRIDGE` elsewhere. */
  readonly weixinTicketUrl?: string;
}

/**
 * Binds the share helpers. The weixin JS-SDK and QQ share ports are taken from the container
 * when bound (tests), else built over the page's window in a browser; there the weixin share
 * uses the JS-SDK when a ticket address is given and falls back to the legacy WeixinJSBridge
 * menu events (PLATFORMS.md §1b).
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
      const legacy = () => new WeixinLegacyShareAdapter(new WeixinBridgeAdapter(globalThis.window as unknown as WeixinWindow, resolve(ctx, PORTS.Clock)));
      const weixin = resolveOptional(ctx, PORTS.WeixinSdk) ?? (inBrowser ? new WeixinShareFallback(ticketUrl ? new WeixinJsSdkAdapter({ scriptLoader, http, page, ticketUrl }) : undefined, legacy()) : undefined);
      const qq = resolveOptional(ctx, PORTS.QqShare) ?? (inBrowser ? new QqShareAdapter(scriptLoader) : undefined);
      const share = new ShareService({ http, page, bridge: resolve(ctx, PORTS.Bridge), weixin, qq, tracking: resolve(ctx, SERVICES.Tracking) });
      share.init({ info: options.share?.info, shortLinkHost: options.share?.shortLinkHost ?? options.apiOrigin });
      return share;
    })
    .inSingletonScope();
});
