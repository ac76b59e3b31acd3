import { ContainerModule } from 'inversify';
import { detectDevice } from '../../domain/device/detect-device';
import { DownloadService } from '../../domain/download/download.service';
import { WeixinMask } from '../../domain/layout/weixin-mask';
import { PosterMaker } from '../../domain/poster/poster-maker';
import { HtmlCanvasAdapter } from '../../adapters/browser/html-canvas.adapter';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';

/** `CampaignKitOptions.platform`: device detection settings. */
export interface PlatformOptions {
  /** The game browser's user-agent marker. Defaults to `GameBrowser/<version>`. */
  readonly gamePattern?: RegExp;
}

/** Binds the device detected from the page's user agent and client hints (SPEC §1, §9), the download helpers (SPEC §2, §7) and the poster maker over the page's canvas (SPEC §1). */
export const platformModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Poster)
    .toDynamicValue((ctx) => new PosterMaker({ canvas: resolveOptional(ctx, PORTS.Canvas) ?? new HtmlCanvasAdapter() }))
    .inSingletonScope();
  bind(SERVICES.Download)
    .toDynamicValue((ctx) => {
      const page = resolve(ctx, PORTS.Page);
      const download = new DownloadService({ bridge: resolve(ctx, PORTS.Bridge), page, clock: resolve(ctx, PORTS.Clock), mask: new WeixinMask(page), tracking: resolve(ctx, SERVICES.Tracking) });
      download.init(resolve(ctx, SERVICES.Options).download ?? {});
      return download;
    })
    .inSingletonScope();
  bind(SERVICES.Device)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const hints = resolveOptional(ctx, PORTS.ClientHints)?.read();
      return detectDevice(resolve(ctx, PORTS.Page).userAgent(), { hints, gamePattern: options.platform?.gamePattern });
    })
    .inSingletonScope();
});
