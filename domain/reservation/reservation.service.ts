import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { BridgeOutcome } from '../device/bridge-outcome';
import { validateAccountIds, validateOrigin } from '../config/validate';
import { ApiClient } from '../http/api-client';
import { shareInFlight } from '../shared/in-flight';
import { patchState, type StateSource } from '../shared/state-source';
import { addressOf, readParam } from '../shared/url';
import { PROCESS_LOGIN_TYPES, ProcessApi, type ProcessContext, type ProcessOutcome } from './process.api';
import { pageProcessContext, SHARE_CODE_PARAM } from './process-context';
import { isShareCode, validateShareParams } from './share-code';
import type {
  AppReservation,
  LoginGate,
  ProcessIds,
  ReservationResult,
  ReservationState,
  ReservedEvent,
  ShareCodeResult,
} from './reservation.types';

export { SHARE_CODE_PARAM } from './process-context';

/** The answer when the visitor had reserved before (code 1). */
const ALREADY_RESERVED: ReservationResult = { reserved: true, widthCode: false, message: '已预约', code: 1 };

/** Process ids used when the page configures none (they match the demo's contract server). */
export const DEFAULT_PROCESS_IDS: ProcessIds = {
  reserve: 'reserve',
  reserveStatus: 'reserve_status',
  inviteCheck: 'invite_check',
  shareCode: 'share_code',
  invitedCount: 'invited_count',
  reserveCount: 'reserve_count',
};

/** Options of `ReservationService.init`. */
export interface ReservationServiceOptions {
  readonly appId: string;
  readonly activityId: string;
  /** Origin of the activity calls (`/act/{app_id}/process/exec/v2`). */
  readonly apiOrigin: string;
  /** Overrides of the process ids. Defaults to `DEFAULT_PROCESS_IDS`. */
  readonly processIds?: Partial<ProcessIds>;
  /**
   * Wire fields of every process call (Process exec payload), over those read from the
   * page at each call: did (`device_id`), platform, launch_from, from_source and share_url.
   */
  readonly context?: Omit<ProcessContext, 'activityId'>;
  /**
   * Names of the page's campaign parameters the share link carries on (`['channel', 'from_source']`).
   * The share link is the page's origin and path with these (when the page has them) and
   * `share_code`; nothing else of the address goes into it: no token, open_id, role_id, device_id,
   * OAuth code or hash. Defaults to none.
   */
  readonly shareParams?: readonly string[];
}

/**
 * The reservation kit: check login, query the reserve status, use a usable share_code
 * from the address, reserve, then load the invited count and the visitor's share code.
 *
 * Inside the short-video app, with an `appReservation` given (`reservation({ appReservation: { gameId } })`),
 * a reservation made now also reserves the game in the app; `state.appReservation` says how that went.
 *
 * @example
 * ```ts
 * const reservation = new ReservationService({ http, page, login: account }, { appId: '1', activityId: 'spring', apiOrigin });
 * const result = await reservation.reserve(); // { reserved: true, widthCode: false, code: 0, ... }
 * ```
 */
export class ReservationService implements StateSource<ReservationState> {
  readonly #options: { ids: ProcessIds; process: ProcessApi; shareParams: readonly string[] };
  readonly #state = new BehaviorSubject<ReservationState>({ status: 'idle' });
  readonly #reserved = new Subject<ReservedEvent>();
  readonly #http: HttpPort;
  readonly #page: PagePort;
  readonly #login: LoginGate;
  readonly #app: AppReservation | undefined;
  /** The logged-in visitor's reservation as last answered (a status or a reservation made here): current until another visitor logs in. */
  #known: { readonly userId: string; readonly reserved: boolean } | undefined;
  readonly state$: Observable<ReservationState> = this.#state.asObservable();
  /** Emits after each successful `reserve()`; `firstTime` is true for a reservation made now. */
  readonly reserved$: Observable<ReservedEvent> = this.#reserved.asObservable();

  /**
   * @param ports.appReservation - reserves the game in the short-video app too, after each
   *   reservation made now while the page is in the app (`AppGameReservation`). Without it, only
   *   the activity is reserved.
   * @throws CampaignKitError `INVALID_ARGUMENT` (or a `shareParams` entry that is
   *   not a parameter name).
   */
  constructor(ports: { http: HttpPort; page: PagePort; login: LoginGate; appReservation?: AppReservation }, options: ReservationServiceOptions) {
    this.#http = ports.http;
    this.#page = ports.page;
    this.#login = ports.login;
    this.#app = ports.appReservation;
    const { appId, activityId } = validateAccountIds(options.appId, options.activityId);
    const client = new ApiClient(this.#http, validateOrigin('apiOrigin', options.apiOrigin));
    this.#options = ({
      shareParams: validateShareParams(options.shareParams),
      ids: { ...DEFAULT_PROCESS_IDS, ...options.processIds },
      process: new ProcessApi(client, appId, () => pageProcessContext(this.#page, { ...options.context, activityId })),
    });
  }

  get state(): ReservationState {
    return this.#state.value;
  }

  /** The process client, for registering per-code handlers. */
  get process(): ProcessApi {
    return this.#options.process;
  }

  /**
   * Reserves (Reservation kit steps 1-5). A second call while one is in flight returns
   * the same promise, so a double click never reserves twice. Inside the short-video app, with an
   * app reservation given, a reservation made now also reserves the game in the app, alongside
   * loading the share code and count: the promise (and `reserved$`) wait for it, its outcome is
   * `state.appReservation`, and its failure leaves the activity's reservation standing.
   * @returns `{ reserved, widthCode, message, code }`: code 1 when already reserved, 0 when reserved now.
   * @throws CampaignKitError `NOT_LOGIN` when nobody is logged in; `PROCESS` with the server's
   *   copywriting (else 系统出错); `SERVER`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  reserve(): Promise<ReservationResult> {
    return this.#reserveOnce();
  }

  readonly #reserveOnce = shareInFlight(() => this.#reserve());

  /**
   * The logged-in visitor's reservation as the page knows it: the reserve status and, when
   * reserved, the share code and invited count, loaded once. Every widget on the page shares the
   * answer: loads asked for while one is under way share its requests, and once the page knows
   * this visitor's reservation (a load, a refresh or a reservation made here) the state answers
   * without asking again, until another visitor logs in.
   * @returns true when reserved.
   * @throws CampaignKitError `NOT_LOGIN`, `PROCESS`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  async load(): Promise<boolean> {
    const userId = await this.#login.requireUserId();
    if (this.#known?.userId === userId) return this.#known.reserved;
    return this.#refreshOnce();
  }

  /**
   * Asks the server again for the logged-in visitor's reserve status and, when reserved, the
   * share code and invited count (`load()` answers from what the page knows).
   * @returns true when reserved.
   * @throws CampaignKitError `NOT_LOGIN`, `PROCESS`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  refresh(): Promise<boolean> {
    return this.#refreshOnce();
  }

  readonly #refreshOnce = shareInFlight(async () => {
    const userId = await this.#login.requireUserId();
    patchState(this.#state, { status: 'checking', error: undefined });
    try {
      const reserved = await this.#isReserved(userId);
      if (reserved) await this.#markReserved(ALREADY_RESERVED);
      else patchState(this.#state, { status: 'not-reserved' });
      return reserved;
    } catch (error) {
      this.#fail(error);
      throw error;
    }
  });

  /**
   * How many have reserved: the milestone counter (no login needed).
   * @throws CampaignKitError `PROCESS`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  milestone(): Promise<number> {
    return this.#milestoneOnce();
  }

  readonly #milestoneOnce = shareInFlight(async () => {
    const { ids, process } = this.#options;
    return toCount(expectSuccess(await process.exec(ids.reserveCount, {}, { loginType: PROCESS_LOGIN_TYPES.none })).at_data_source_output?.value);
  });

  /**
   * The logged-in visitor's share code and the address that carries it (Share code result):
   * the page's origin and path, the `shareParams` the page names, and `share_code`.
   * @throws CampaignKitError `PROCESS` (系统出错 when the server gave no well-formed code), `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  async shareCode(): Promise<ShareCodeResult> {
    const { ids, process, shareParams } = this.#options;
    const code = expectSuccess(await process.exec(ids.shareCode)).at_data_source_output?.value;
    if (!isShareCode(code)) throw new CampaignKitError('PROCESS', MESSAGES.systemError, { data: { code } });
    return {
      shareUrl: addressOf(this.#page.url(), { keep: shareParams, set: { [SHARE_CODE_PARAM]: code } }),
      originCode: code,
      urlParamKey: SHARE_CODE_PARAM,
      urlParamValue: code,
    };
  }

  /**
   * How many visitors reserved with the logged-in visitor's share code.
   * @throws CampaignKitError `PROCESS`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  async invitedCount(): Promise<number> {
    const { ids, process } = this.#options;
    const data = expectSuccess(await process.exec(ids.invitedCount));
    return toCount(data.fission?.value ?? data.at_data_source_output?.value);
  }

  async #reserve(): Promise<ReservationResult> {
    const { ids, process } = this.#options;
    const userId = await this.#login.requireUserId();
    patchState(this.#state, { status: 'checking', error: undefined });
    try {
      // Step 2, answered by what the page knows of this visitor when it knows.
      if (this.#known?.userId === userId ? this.#known.reserved : await this.#isReserved(userId)) {
        await this.#markReserved(ALREADY_RESERVED);
        this.#reserved.next({ result: ALREADY_RESERVED, firstTime: false });
        return ALREADY_RESERVED;
      }
      patchState(this.#state, { status: 'reserving' });
      // A malformed code from the address is not usable: it is never sent on (step 4).
      const shareCode = readParam(this.#page.url(), SHARE_CODE_PARAM);
      const usable = isShareCode(shareCode) ? (await process.exec(ids.inviteCheck, { share_code: shareCode })).success : false;
      const data = expectSuccess(await process.exec(ids.reserve, usable ? { share_code: shareCode } : {}));
      const result: ReservationResult = { reserved: true, widthCode: usable, message: data.copywriting || 'success', code: 0 };
      this.#known = { userId, reserved: true };
      await Promise.all([this.#markReserved(result), this.#reserveInApp()]);
      this.#reserved.next({ result, firstTime: true });
      return result;
    } catch (error) {
      // The server may have reserved though its answer was lost (cut short, too late): the next
      // attempt asks the status again rather than reserve on what the page knew before.
      this.#known = undefined;
      this.#fail(error);
      throw error;
    }
  }

  async #isReserved(userId: string): Promise<boolean> {
    const { ids, process } = this.#options;
    const reserved = expectSuccess(await process.exec(ids.reserveStatus)).at_data_source_output?.value === '1';
    this.#known = { userId, reserved };
    return reserved;
  }

  /** Marks the visitor reserved, then loads the share code and invited count; a failure there leaves the reservation standing. */
  async #markReserved(result: ReservationResult): Promise<void> {
    patchState(this.#state, { status: 'reserved', result });
    try {
      const [share, invitedCount] = await Promise.all([this.shareCode(), this.invitedCount()]);
      patchState(this.#state, { share, invitedCount });
    } catch (error) {
      patchState(this.#state, { error: asKitError(error) });
    }
  }

  /** The game's reservation in the app (bridge call), inside the app only; never rejects. */
  async #reserveInApp(): Promise<void> {
    if (!this.#app?.inApp) return;
    patchState(this.#state, { appReservation: { status: 'reserving' } });
    const outcome: BridgeOutcome = await this.#app.reserve().catch((error: unknown) => ({ code: -2, message: error instanceof Error ? error.message : String(error) }));
    patchState(this.#state, { appReservation: { status: outcome.code === 1 ? 'reserved' : 'failed', outcome } });
  }

  #fail(error: unknown): void {
    patchState(this.#state, { status: 'failed', error: asKitError(error) });
  }
}

function expectSuccess(outcome: ProcessOutcome) {
  if (!outcome.success) {
    throw new CampaignKitError('PROCESS', outcome.message || MESSAGES.systemError, {
      errorCode: outcome.code,
      logId: outcome.logId,
      data: outcome.response.data,
    });
  }
  return outcome.data;
}

function toCount(value: number | string | undefined): number {
  const count = Number(value ?? 0);
  return Number.isFinite(count) ? count : 0;
}

function asKitError(error: unknown): CampaignKitError {
  return isCampaignKitError(error) ? error : new CampaignKitError('PROCESS', MESSAGES.systemError, { cause: error });
}
