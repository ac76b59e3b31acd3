import { Container } from 'inversify';
import type { Subscription } from 'rxjs';
import type { AccountService } from '../domain/account/account.service';
import { LoginWidgetMachine, type LoginWidgetOptions } from '../domain/login-widget/login-widget.machine';
import type { ReservationService } from '../domain/reservation/reservation.service';
import type { TrackingService } from '../domain/tracking/tracking.service';
import type { ConsentService } from '../domain/consent/consent.service';
import type { LanguageService } from '../domain/i18n/language.service';
import type { SiteConfigService } from '../domain/site-config/site-config.service';
import type { PassportService } from '../domain/passport/passport.service';
import type { SignInService } from '../domain/account/sign-in.service';
import type { CaptchaWidget } from '../domain/captcha/captcha-widget';
import type { SignerPort } from '../ports/signer.port';
import type { VerificationSdkPort } from '../ports/verification-sdk.port';
import type { PopupPort } from '../ports/popup.port';
import type { DomInjectionPort } from '../ports/dom-injection.port';
import { DomInjectionAdapter } from '../adapters/browser/dom-injection.adapter';
import { TRACKING_EVENTS } from '../domain/tracking/tracking.types';
import type { BridgePort } from '../ports/bridge.port';
import type { CaptchaPort } from '../ports/captcha.port';
import type { ClockPort } from '../ports/clock.port';
import type { HttpPort } from '../ports/http.port';
import type { PagePort } from '../ports/page.port';
import type { RandomPort } from '../ports/random.port';
import type { ScriptLoaderPort } from '../ports/script-loader.port';
import type { StoragePort } from '../ports/storage.port';
import { PORTS } from '../ports/tokens';
import { accountModule } from './modules/account.module';
import { reservationModule } from './modules/reservation.module';
import { trackingModule } from './modules/tracking.module';
import { consentModule } from './modules/consent.module';
import { i18nModule } from './modules/i18n.module';
import { siteConfigModule } from './modules/site-config.module';
import { CAPTCHA_WIDGET, captchaModule } from './modules/captcha.module';
import { passportModule } from './modules/passport.module';
import { platformModule } from './modules/platform.module';
import { shareModule } from './modules/share.module';
import { serversModule } from './modules/servers.module';
import type { DeviceInfo } from '../domain/device/device.types';
import type { ShareService } from '../domain/share/share.service';
import type { ServerService } from '../domain/servers/server.service';
import type { LocationService } from '../domain/location/location.service';
import type { MailService } from '../domain/mail/mail.service';
import type { DownloadService } from '../domain/download/download.service';
import type { PosterMaker } from '../domain/poster/poster-maker';
import type { NavBarSwipe } from '../domain/device/nav-bar-swipe';
import type { TouchPort } from '../ports/touch.port';
import type { CanvasPort } from '../ports/canvas.port';
import type { ClientHintsPort } from '../ports/client-hints.port';
import { resolveOptions, type CampaignKitOptions } from './options';
import { resolve } from './resolve';
import { SERVICES } from './tokens';

/** The toolkit a page works with: one member per capability (ARCHITECTURE.md domain map). */
export interface CampaignKit {
  /** Mobile-code sign-in, login check, account info, logout (SPEC §4, §7). */
  readonly account: AccountService;
  /** The reservation kit with share codes and the milestone counter (SPEC §4). */
  readonly reservation: ReservationService;
  /** Event reporting (SPEC §3, §7, §9). */
  readonly tracking: TrackingService;
  /** Cookie consent: banner, settings panel, stored decision, `consent$` (SPEC §2, §3, §4). */
  readonly consent: ConsentService;
  /** The language helper: `lang` parameter, stored choice, default zh-CN (SPEC §1). */
  readonly i18n: LanguageService;
  /** Site config, group control: script and style injection (SPEC §3, §7). */
  readonly siteConfig: SiteConfigService;
  /** The passport web calls of SPEC §7 by family, over one client with the conventions and challenges. */
  readonly passport: PassportService;
  /** Every passport sign-in method: SMS, email, password, QR scan, app authorisation (SPEC §4, §7). */
  readonly signIn: SignInService;
  /** The human-verification widget loaded on demand (SPEC §4, §9). */
  readonly captcha: CaptchaWidget;
  /** The device and in-app browser the page runs in, with SPEC §9 platform and browser codes. */
  readonly device: DeviceInfo;
  /** Share helpers: weixin, QQ, the app share panel, social links, the short link (SPEC §1, §7). */
  readonly share: ShareService;
  /** Game server and role lookup with the environment filter (SPEC §3, §6, §7). */
  readonly servers: ServerService;
  /** The visitor's location, tried at most 3 times, be_null where unknown (SPEC §3, §4, §7). */
  readonly location: LocationService;
  /** Email collection (SPEC §5, §7). */
  readonly mail: MailService;
  /** Silent-download dialog and bridge calls, game reservation in the app, download and invite-token helpers (SPEC §2, §7, §8). */
  readonly download: DownloadService;
  /** The poster and QR maker over the page's canvas (SPEC §1). */
  readonly poster: PosterMaker;
  /** The game browser's nav bar: hidden or shown by a 20 px swipe; `listen()` follows the page's touches (SPEC §9). */
  readonly navBar: NavBarSwipe;
  /** A new easy-login widget state machine over this kit's account and reservation (SPEC §4). */
  createLoginWidget(options?: LoginWidgetOptions): LoginWidgetMachine;
  /** Stops the kit's subscriptions; a new kit may be created afterwards. */
  destroy(): void;
}

/** Every port a kit needs, one adapter each. */
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
  /** Draws posters; defaults to an `HtmlCanvasAdapter` over `document`. */
  readonly canvas?: CanvasPort;
  /** The page's touches for the nav bar; defaults to a `WindowTouchAdapter` over `window`. */
  readonly touch?: TouchPort;
  /** Inline style and script injection for site config. Defaults to a `DomInjectionAdapter` over `document`. */
  readonly domInjection?: DomInjectionPort;
  /** Signs passport posts (`_signature`); without it posts go unsigned. */
  readonly signer?: SignerPort;
  /** The verification SDK's global; without it captcha decisions fall back to the CaptchaPort. */
  readonly verificationSdk?: VerificationSdkPort;
  /** Popups and window messages for provider logins; without it popup logins go by redirect. */
  readonly popup?: PopupPort;
}

/**
 * Builds the container from the ports and the per-feature modules and returns the facade.
 * @throws CampaignKitError `INVALID_ARGUMENT` for options that fail SPEC §5.
 */
export function buildCampaignKit(options: CampaignKitOptions, ports: PlatformPorts, onDestroy?: () => void): CampaignKit {
  const resolved = resolveOptions(options, ports.page.url());
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(PORTS.Http).toConstantValue(ports.http);
  container.bind(PORTS.Bridge).toConstantValue(ports.bridge);
  container.bind(PORTS.Storage).toConstantValue(ports.storage);
  container.bind(PORTS.ScriptLoader).toConstantValue(ports.scriptLoader);
  container.bind(PORTS.Clock).toConstantValue(ports.clock);
  container.bind(PORTS.Page).toConstantValue(ports.page);
  container.bind(PORTS.Random).toConstantValue(ports.random);
  if (resolved.captcha) container.bind<CaptchaPort>(PORTS.Captcha).toConstantValue(resolved.captcha);
  container.bind(SERVICES.Options).toConstantValue(resolved);
  container.load(accountModule, reservationModule, trackingModule);
  container.bind(PORTS.DomInjection).toConstantValue(ports.domInjection ?? new DomInjectionAdapter());
  container.load(consentModule, i18nModule, siteConfigModule);
  if (ports.signer) container.bind(PORTS.Signer).toConstantValue(ports.signer);
  if (ports.verificationSdk) container.bind(PORTS.VerificationSdk).toConstantValue(ports.verificationSdk);
  if (ports.popup) container.bind(PORTS.Popup).toConstantValue(ports.popup);
  if (resolved.secondVerify) container.bind(PORTS.SecondVerify).toConstantValue(resolved.secondVerify);
  container.load(captchaModule, passportModule);

  if (ports.clientHints) container.bind(PORTS.ClientHints).toConstantValue(ports.clientHints);
  if (ports.canvas) container.bind(PORTS.Canvas).toConstantValue(ports.canvas);
  if (ports.touch) container.bind(PORTS.Touch).toConstantValue(ports.touch);
  container.load(platformModule, shareModule, serversModule);
  const account = resolve(container, SERVICES.Account);
  const reservation = resolve(container, SERVICES.Reservation);
  const tracking = resolve(container, SERVICES.Tracking);
  const consent = resolve(container, SERVICES.Consent);
  const i18n = resolve(container, SERVICES.I18n);
  const siteConfig = resolve(container, SERVICES.SiteConfig);
  const passport = resolve(container, SERVICES.Passport);
  const signIn = resolve(container, SERVICES.SignIn);
  const captcha = resolve(container, CAPTCHA_WIDGET);
  if (resolved.siteConfig && resolved.siteConfig.applyOnStart !== false) void siteConfig.apply();
  const subscriptions = wireTracking(account, tracking);
  const download = resolve(container, SERVICES.Download);
  subscriptions.push(download.offerAfter(reservation.reserved$));
  if (resolved.tracking && resolved.tracking.reportOpen !== false) void tracking.track(TRACKING_EVENTS.open);

  return {
    account,
    reservation,
    tracking,
    consent,
    i18n,
    siteConfig,
    passport,
    signIn,
    captcha,
    device: resolve(container, SERVICES.Device),
    share: resolve(container, SERVICES.Share),
    servers: resolve(container, SERVICES.Servers),
    location: resolve(container, SERVICES.Location),
    mail: resolve(container, SERVICES.Mail),
    download,
    poster: resolve(container, SERVICES.Poster),
    navBar: resolve(container, SERVICES.NavBar),
    createLoginWidget: (widgetOptions) => new LoginWidgetMachine({ account, reservation }, widgetOptions),
    destroy() {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      onDestroy?.();
    },
  };
}

/** Tells tracking who is signed in and reports login_success_act after each sign-in (SPEC §9). */
function wireTracking(account: AccountService, tracking: TrackingService): Subscription[] {
  if (!tracking.initialized) return [];
  return [
    account.state$.subscribe((state) => tracking.identify({ userId: state.userId, loginType: state.userId ? 'mobile' : undefined })),
    account.loggedIn$.subscribe(() => void tracking.track(TRACKING_EVENTS.loginSuccess)),
  ];
}
