import type { BeaconPort } from '../../ports/beacon.port';
import type { BridgePort } from '../../ports/bridge.port';
import type { CanvasPort } from '../../ports/canvas.port';
import type { ClientHintsPort } from '../../ports/client-hints.port';
import type { ClockPort } from '../../ports/clock.port';
import type { DomInjectionPort } from '../../ports/dom-injection.port';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { PageHealthPort } from '../../ports/page-health.port';
import type { PaintPort } from '../../ports/paint.port';
import type { PopupPort } from '../../ports/popup.port';
import type { QqSharePort } from '../../ports/qq-share.port';
import type { RandomPort } from '../../ports/random.port';
import type { ScriptLoaderPort } from '../../ports/script-loader.port';
import type { SignerPort } from '../../ports/signer.port';
import type { StoragePort } from '../../ports/storage.port';
import type { TouchPort } from '../../ports/touch.port';
import type { VerificationSdkPort } from '../../ports/verification-sdk.port';
import type { WeixinSdkPort } from '../../ports/weixin-sdk.port';
import type { GoogleTagPort } from '../../ports/google-tag.port';
import type { WebSharePort } from '../../ports/web-share.port';
import type { ClipboardPort } from '../../ports/clipboard.port';

/**
 * Every port a kit may need, one adapter each, as one platform (browser, the short-video app's
 * webview, weixin, the server) provides them. The optional ones are read only by the features
 * that use them; a feature whose port the platform lacks degrades as its docs say.
 */
export interface PlatformPorts {
  readonly http: HttpPort;
  readonly bridge: BridgePort;
  readonly storage: StoragePort;
  readonly scriptLoader: ScriptLoaderPort;
  readonly clock: ClockPort;
  readonly page: PagePort;
  readonly random: RandomPort;
  /** User-agent client hints for device detection; without it detection reads the user agent only. */
  readonly clientHints?: ClientHintsPort;
  /** Draws posters. */
  readonly canvas?: CanvasPort;
  /** The page's touches, for the game browser's nav bar. */
  readonly touch?: TouchPort;
  /** Inline style and script injection for site config. */
  readonly domInjection?: DomInjectionPort;
  /** Signs passport posts (`_signature`); without it posts go unsigned. */
  readonly signer?: SignerPort;
  /** The verification SDK's global; without it captcha decisions fall back to the CaptchaPort. */
  readonly verificationSdk?: VerificationSdkPort;
  /** Popups and window messages for provider logins; without it popup logins go by redirect. */
  readonly popup?: PopupPort;
  /** QQ's share API. */
  readonly qqShare?: QqSharePort;
  /** Requests that outlive the page (tracking's flush as the page is hidden); without it reports wait for the page's return or the next visit. */
  readonly beacon?: BeaconPort;
  /** The page's paints: start-up effects and widgets' first loads wait for its first content. Without it they wait for frames only. */
  readonly paint?: PaintPort;
  /** The page's errors, failed resources and vitals, for monitoring(); without it monitoring() uses the browser's (inert without a window). */
  readonly pageHealth?: PageHealthPort;
  /** Google's tag queue, for `googleConsentMode()`; without it the feature writes to `window.dataLayer` (nothing where there is no window). */
  readonly googleTag?: GoogleTagPort;
  /** The system share sheet; without it `share()` uses the browser's Web Share API (`navigator.share`), and copies the link where there is none. */
  readonly webShare?: WebSharePort;
  /** The clipboard; without it `share()` uses the browser's (`navigator.clipboard`), and shows the link to copy by hand where it refuses. */
  readonly clipboard?: ClipboardPort;
  /**
   * The weixin share cards, given the ticket address the JS-SDK signature is read from (if any)
   * and the transport that asks it (the kit's, so a watched transport sees the call).
   */
  readonly weixinShare?: (ticketUrl: string | undefined, http: HttpPort) => WeixinSdkPort;
}
