import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { BridgePort } from '../../ports/bridge.port';
import type { ClockPort } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { PagePort } from '../../ports/page.port';
import { APP_BRIDGE_METHODS } from '../device/app-bridge-methods';
import { callAppBridge, type BridgeOutcome } from '../device/bridge-outcome';
import { GAME_ID_MISSING, reserveGameInApp } from './game-reservation';
import type { WeixinMask } from '../layout/weixin-mask';
import { patchState, setState, type StateSource } from '../shared/state-source';
import { isSchemeRelative } from '../shared/navigation';
import { withParams } from '../shared/url';
import type { TrackingService } from '../tracking/tracking.service';
import { TRACKING_EVENTS } from '../tracking/tracking.types';
import type { DownloadServiceOptions, SilentDownloadState, SilentDownloadVariant } from './download.types';

export { RESERVE_POLL_LIMIT, RESERVE_POLL_MS } from './game-reservation';

/**
 * How long after the download helper hands the address over a hidden page counts as another app
 * (the installer, the store, the system's download manager) having taken over, in ms: the app
 * launch check's 3000 ms.
 */
export const DOWNLOAD_HANDOFF_MS = 3000;

const CLOSED: SilentDownloadState = { open: false, variant: 'new', wifiAutoDownload: true, smsNotification: true, sending: false };

/** What the download helpers need from outside. */
export interface DownloadServicePorts {
  readonly bridge: BridgePort;
  readonly page: PagePort;
  readonly clock: ClockPort;
  readonly mask: WeixinMask;
  readonly tracking?: TrackingService;
}

/**
 * Silent download and game reservation in the short-video app, the download
 * helper and the invite-token helper. The dialog is a {@link StateSource}: the UI renders it.
 *
 * @example
 * ```ts
 * reservation.reserved$.subscribe(({ firstTime }) => download.offer(firstTime));
 * await download.confirm(); // { code: 1 } inside the app
 * ```
 */
export class DownloadService implements StateSource<SilentDownloadState> {
  readonly #ports: DownloadServicePorts;
  readonly #state: BehaviorSubject<SilentDownloadState>;
  readonly #options: DownloadServiceOptions;
  /** Ends the watch of the latest download's hand-off; a new download replaces it. */
  #stopWatch: () => void = () => undefined;
  readonly state$: Observable<SilentDownloadState>;

  /** @param options - the game ids and the dialog version (`'new'` by default). */
  constructor(ports: DownloadServicePorts, options: DownloadServiceOptions = {}) {
    this.#ports = ports;
    this.#options = { ...options };
    this.#state = new BehaviorSubject<SilentDownloadState>({ ...CLOSED, variant: options.variant ?? 'new' });
    this.state$ = this.#state.asObservable();
  }

  get state(): SilentDownloadState {
    return this.#state.value;
  }

  /** The weixin mask the download helper shows (render it with `<WeixinMask>`). */
  get mask(): WeixinMask {
    return this.#ports.mask;
  }

  /**
   * Opens the silent-download dialog after a reservation made now (step 5), inside the
   * app only, and only when a unified game id is configured.
   * @param variant - the dialog version to show this time; the configured one by default.
   * @returns true when the dialog opened.
   */
  offer(firstTime: boolean, variant: SilentDownloadVariant = this.#options.variant ?? 'new'): boolean {
    if (!firstTime || !this.#ports.bridge.isAvailable || !this.#options.unifiedGameId) return false;
    setState(this.#state, { ...CLOSED, open: true, variant });
    return true;
  }

  /** Subscribes {@link offer} to reservations (`reservation.reserved$`); returns the subscription. */
  offerAfter(reserved$: Observable<{ readonly firstTime: boolean }>): Subscription {
    return reserved$.subscribe(({ firstTime }) => void this.offer(firstTime));
  }

  /** Flips a toggle of the new dialog. */
  toggle(which: 'wifiAutoDownload' | 'smsNotification'): void {
    patchState(this.#state, { [which]: !this.#state.value[which] });
  }

  /**
   * Sends the dialog's choice (new dialog: its two toggles; old dialog 'subscribe': WiFi auto
   * download on, SMS off) and closes the dialog.
   * @returns the outcome, also kept in the state.
   */
  async confirm(): Promise<BridgeOutcome> {
    const { variant, wifiAutoDownload, smsNotification } = this.#state.value;
    patchState(this.#state, { sending: true });
    const outcome = await this.enableSilentDownload(variant === 'old' ? { wifiAutoDownload: true, mobileMessage: false } : { wifiAutoDownload, mobileMessage: smsNotification });
    patchState(this.#state, { open: false, sending: false, outcome });
    return outcome;
  }

  /** Closes the dialog without sending anything (the old dialog's cancel). */
  dismiss(): void {
    patchState(this.#state, { open: false });
  }

  /**
   * The bridge call enabling wifi_auto_download and mobile_message for the unified game id.
   * @returns the outcome: 0 not in the app, 1 success, -1 failure or 'call jsb timeout', -2 exception.
   * @throws CampaignKitError `INVALID_ARGUMENT` when no unified game id is configured.
   */
  enableSilentDownload(choice: { readonly wifiAutoDownload: boolean; readonly mobileMessage: boolean }): Promise<BridgeOutcome> {
    const unifiedGameId = this.#options.unifiedGameId;
    if (!unifiedGameId) return Promise.reject(new CampaignKitError('INVALID_ARGUMENT', 'silent download needs a unifiedGameId (options.download.unifiedGameId)'));
    return callAppBridge(this.#ports.bridge, APP_BRIDGE_METHODS.silentDownload, {
      unified_game_id: unifiedGameId,
      wifi_auto_download: choice.wifiAutoDownload ? 1 : 0,
      mobile_message: choice.mobileMessage ? 1 : 0,
    });
  }

  /**
   * Reserves the game in the app: the game-reservation call with the game id, then
   * polls the reserve status every 1000 ms, at most 5 times, until the app says reserved (status 1).
   * @returns the outcome; -1 'reserve status not confirmed' when the polls ran out.
   * @throws CampaignKitError `INVALID_ARGUMENT` when no game id is configured or given.
   */
  async reserveGame(gameId: string | undefined = this.#options.gameId ?? this.#options.unifiedGameId): Promise<BridgeOutcome> {
    if (!gameId) throw new CampaignKitError('INVALID_ARGUMENT', `${GAME_ID_MISSING} (options.download.gameId)`);
    return reserveGameInApp(this.#ports, gameId);
  }

  /**
   * The download helper: inside weixin on Android it shows the mask instead;
   * elsewhere it reports act_download_start and goes to `url`. act_download_success follows only
   * when the page sees the download begin: it is hidden within {@link DOWNLOAD_HANDOFF_MS} (another
   * app took the screen) and not being left (a pagehide means `url` opened as a page, an error
   * page say, not a download).
   * @remarks A page cannot see a download the browser keeps in its own list, nor whether the
   * visitor accepted a prompt or the file arrived: then no act_download_success is reported.
   * @returns false when the mask was shown (nothing downloaded).
   * @throws CampaignKitError `INVALID_ARGUMENT` 'the download helper needs a valid url string'.
   */
  download(url: unknown): boolean {
    // An absolute http(s) address, or a path of this site; never a scheme-relative one (//host, /\host).
    if (typeof url !== 'string' || isSchemeRelative(url) || !/^https?:\/\/\S+$|^\/\S*$/.test(url)) throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.downloadUrl);
    if (this.#ports.mask.attemptDownload()) return false;
    this.#track(TRACKING_EVENTS.downloadStart, url);
    this.#watchHandOff(url);
    this.#ports.page.navigate(url);
    return true;
  }

  /** Reports act_download_success if the page is hidden within the hand-off window and, a turn later, was not left. */
  #watchHandOff(url: string): void {
    const { page, clock } = this.#ports;
    this.#stopWatch();
    let left = false;
    const stopPageHide = page.onPageHide(() => {
      left = true;
    });
    const stopVisibility = page.onVisibilityChange((visible) => {
      if (visible) return;
      stopVisibility();
      cancel();
      // A page being left fires pagehide in the same task; one that is only hidden lives on to this timer.
      const cancelCheck = clock.setTimeout(() => {
        stopPageHide();
        if (!left) this.#track(TRACKING_EVENTS.downloadSuccess, url);
      }, 0);
      this.#stopWatch = () => {
        cancelCheck();
        stopPageHide();
      };
    });
    const cancel = clock.setTimeout(() => this.#stopWatch(), DOWNLOAD_HANDOFF_MS);
    this.#stopWatch = () => {
      stopVisibility();
      stopPageHide();
      cancel();
    };
  }

  /**
   * The invite-token helper: `url` with `key=value` in its query.
   * @throws CampaignKitError `INVALID_ARGUMENT` 'the invite-token helper needs url, key and value'.
   */
  inviteLink(url: string, key: string, value: string): string {
    if (!url || !key || !value || typeof url !== 'string' || typeof key !== 'string' || typeof value !== 'string') throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.inviteToken);
    try {
      return withParams(url, { [key]: value });
    } catch {
      throw new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.inviteToken}: url is not an address`);
    }
  }

  #track(event: string, url: string): void {
    if (this.#ports.tracking) void this.#ports.tracking.track(event, { download_url: url });
  }
}
