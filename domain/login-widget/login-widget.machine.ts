import { Subject, type Observable } from '../shared/observable';
import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { AccountService } from '../account/account.service';
import { checkWidgetLogin } from '../account/mobile-rules';
import type { ReservationService } from '../reservation/reservation.service';
import type { ReservationResult } from '../reservation/reservation.types';
import { Store, type StateSource } from '../shared/state-source';

/** Login modes the widget has tabs for; the foundation ships the mobile code. */
export type LoginMode = 'mobile';

/** Options of the easy-login widget (SPEC §2, §4 Login widget). */
export interface LoginWidgetOptions {
  /** Reserve as soon as a logged-in visitor is found, not only after a login. Defaults to `false`. */
  readonly autoReserve?: boolean;
  /** Mock mode (SPEC §9 'mock code'): this code logs in without the server; any other answers 验证码错误. */
  readonly mockCode?: string;
  readonly modes?: readonly LoginMode[];
}

/** The callback of SPEC §4: type reservation (with first_time) or login. */
export type LoginWidgetEvent =
  | { readonly type: 'reservation'; readonly first_time: boolean; readonly result: ReservationResult }
  | { readonly type: 'login'; readonly userId: string };

/** What the widget shows (SPEC §4: not ready, then ready, then logged in or not). */
export interface LoginWidgetState {
  readonly phase: 'not-ready' | 'ready';
  readonly login: 'unknown' | 'logged-in' | 'logged-out';
  readonly mode: LoginMode;
  readonly modes: readonly LoginMode[];
  readonly username?: string;
  readonly sendingCode: boolean;
  readonly loggingIn: boolean;
  /** The last failure's user-facing message (SPEC §5, §8), cleared by the next action. */
  readonly error?: string;
}

/**
 * The easy-login widget's state machine (SPEC §4 Login widget); the React widget only renders it.
 */
export class LoginWidgetMachine implements StateSource<LoginWidgetState> {
  readonly #store: Store<LoginWidgetState>;
  readonly #events = new Subject<LoginWidgetEvent>();
  readonly state$;
  /** The SPEC §4 callback, as a stream. */
  readonly events$: Observable<LoginWidgetEvent> = this.#events.asObservable();

  constructor(
    readonly deps: { readonly account: AccountService; readonly reservation?: ReservationService },
    readonly options: LoginWidgetOptions = {},
  ) {
    const modes = options.modes?.length ? options.modes : (['mobile'] as const);
    this.#store = new Store<LoginWidgetState>({
      phase: 'not-ready',
      login: 'unknown',
      mode: modes[0] ?? 'mobile',
      modes,
      sendingCode: false,
      loggingIn: false,
    });
    this.state$ = this.#store.state$;
  }

  get state(): LoginWidgetState {
    return this.#store.state;
  }

  /** The resend countdown shown on the get-code button. */
  get countdown() {
    return this.deps.account.countdown;
  }

  /** Loads the login status, then becomes ready (SPEC §4); a logged-in visitor goes on to the reservation check. */
  async start(): Promise<void> {
    if (this.options.mockCode !== undefined) {
      this.#store.patch({ phase: 'ready', login: 'logged-out' });
      return;
    }
    try {
      const account = await this.deps.account.check();
      this.#store.patch({
        phase: 'ready',
        login: account.status === 'logged-in' ? 'logged-in' : 'logged-out',
        username: account.user?.username,
      });
      if (account.status === 'logged-in' && account.userId) await this.#afterLogin(account.userId, false);
    } catch (error) {
      this.#store.patch({ phase: 'ready', login: 'logged-out', error: messageOf(error, MESSAGES.appIdError) });
    }
  }

  selectMode(mode: LoginMode): void {
    if (this.state.modes.includes(mode)) this.#store.patch({ mode, error: undefined });
  }

  /** Requests a code; failures land in `state.error` (获取验证码失败! unless the server said why). */
  async sendCode(mobile: string): Promise<boolean> {
    this.#store.patch({ sendingCode: true, error: undefined });
    try {
      if (this.options.mockCode !== undefined) {
        if (mobile.trim() === '') throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.enterMobile);
        this.deps.account.countdown.start();
      } else {
        await this.deps.account.sendCode(mobile);
      }
      return true;
    } catch (error) {
      // Closing the captcha is the visitor's choice, not a failure to show.
      if (!isCampaignKitError(error, 'CLOSE_CAPTCHA')) this.#store.patch({ error: messageOf(error, MESSAGES.getCodeFail) });
      return false;
    } finally {
      this.#store.patch({ sendingCode: false });
    }
  }

  /** Logs in with the widget's rules (a 4-digit code, a well-formed phone), then reserves (SPEC §4). */
  async login(mobile: string, code: string): Promise<boolean> {
    if (this.state.loggingIn) return false;
    this.#store.patch({ loggingIn: true, error: undefined });
    try {
      const input = checkWidgetLogin(mobile, code);
      if (this.options.mockCode !== undefined) {
        if (input.code !== this.options.mockCode) throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.mockCodeWrong);
        this.#store.patch({ login: 'logged-in', username: `user${input.mobile.slice(-4)}` });
        this.#events.next({ type: 'login', userId: input.mobile });
        return true;
      }
      const { userId } = await this.deps.account.loginWithCode(input.mobile, input.code);
      this.#store.patch({ login: 'logged-in', username: this.deps.account.state.user?.username });
      await this.#afterLogin(userId, true);
      return true;
    } catch (error) {
      this.#store.patch({ error: messageOf(error, MESSAGES.loginFailed) });
      return false;
    } finally {
      this.#store.patch({ loggingIn: false });
    }
  }

  /** SPEC §4: check the reservation; reserve when not reserved and auto-reserve or a login applies. */
  async #afterLogin(userId: string, byUser: boolean): Promise<void> {
    const reservation = this.deps.reservation;
    if (!reservation) {
      this.#events.next({ type: 'login', userId });
      return;
    }
    try {
      if (await reservation.refresh()) {
        const result = reservation.state.result;
        if (result) this.#events.next({ type: 'reservation', first_time: false, result });
        return;
      }
      if (!this.options.autoReserve && !byUser) {
        this.#events.next({ type: 'login', userId });
        return;
      }
      const result = await reservation.reserve();
      await reservation.refresh();
      this.#events.next({ type: 'reservation', first_time: result.code === 0, result });
    } catch (error) {
      this.#store.patch({ error: messageOf(error, MESSAGES.systemError) });
    }
  }
}

function messageOf(error: unknown, fallback: string): string {
  return isCampaignKitError(error) && error.message ? error.message : fallback;
}
