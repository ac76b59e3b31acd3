import { Container } from 'inversify';
import type { Subscription } from 'rxjs';
import type { AccountService } from '../domain/account/account.service';
import { LoginWidgetMachine, type LoginWidgetOptions } from '../domain/login-widget/login-widget.machine';
import type { ReservationService } from '../domain/reservation/reservation.service';
import type { TrackingService } from '../domain/tracking/tracking.service';
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

  const account = resolve(container, SERVICES.Account);
  const reservation = resolve(container, SERVICES.Reservation);
  const tracking = resolve(container, SERVICES.Tracking);
  const subscriptions = wireTracking(account, tracking);
  if (resolved.tracking && resolved.tracking.reportOpen !== false) void tracking.track(TRACKING_EVENTS.open);

  return {
    account,
    reservation,
    tracking,
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
