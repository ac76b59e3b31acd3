import { ContainerModule } from 'inversify';
import { detectDevice } from '../../domain/device/detect-device';
import { DownloadService } from '../../domain/download/download.service';
import { WeixinMask } from '../../domain/layout/weixin-mask';
import { PosterMaker } from '../../domain/poster/poster-maker';
import { HtmlCanvasAdapter } from '../../adapters/browser/html-canvas.adapter';
import { WindowTouchAdapter } from '../../adapters/browser/window-touch.adapter';
import { NAV_BAR_SWIPE_PX, NavBarSwipe } from '../../domain/device/nav-bar-swipe';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';

/** `CampaignKitOptions.platform`: device detection settings. */
export interface PlatformOptions {
  /** The game browser's user-agent marker. Defaults to `GameBrowser/<version>`. */
  readonly gamePattern?: RegExp;
}

/** Binds the device detected from the page's user agent and client hints (SPEC §1, §9), the download helpers (SPEC §2, §7), the poster maker over the page's canvas (SPEC §1) and the game browser's nav bar over the page's touches (SPEC §9). */
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
  bind(SERVICES.NavBar)
    .toDynamicValue((ctx) => new NavBarSwipe(NAV_BAR_SWIPE_PX, resolveOptional(ctx, PORTS.Touch) ?? new WindowTouchAdapter()))
    .inSingletonScope();
  bind(SERVICES.Device)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const hints = resolveOptional(ctx, PORTS.ClientHints)?.read();
      return detectDevice(resolve(ctx, PORTS.Page).userAgent(), { hints, gamePattern: options.platform?.gamePattern });
    })
    .inSingletonScope();
});
