import { Subject, type Observable } from '../shared/observable';
import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { AccountService } from '../account/account.service';
import { checkWidgetLogin } from '../account/mobile-rules';
import type { ReservationService } from '../reservation/reservation.service';
import type { ReservationResult } from '../reservation/reservation.types';
import { Store, type StateSource } from '../shared/state-source';
import type { DeviceOs } from '../device/device.types';
import {
  checkPrivacyTicked,
  checkWidgetParts,
  resolveSystem,
  type LoginWidgetModule,
  type LoginWidgetSystem,
  type PrivacyCheckbox,
} from './login-widget-rules';

/** Login modes the widget has tabs for; the foundation ships the mobile code. */
export type LoginMode = 'mobile';

/** Options of the easy-login widget (Login widget). */
export interface LoginWidgetOptions {
  /** Reserve as soon as a logged-in visitor is found, not only after a login. Defaults to `false`. */
  readonly autoReserve?: boolean;
  /** Mock mode ('mock code'): this code logs in without the server; any other answers 验证码错误. */
  readonly mockCode?: string;
  readonly modes?: readonly LoginMode[];
  /** Shows the short-video-app login button (refused inside weixin). Defaults to `false`. */
  readonly appLogin?: boolean;
  /** Optional text and radio modules, shown above the login button in this order. */
  readonly modules?: readonly LoginWidgetModule[];
  /** Privacy checkboxes; logging in needs every one ticked. */
  readonly privacy?: readonly PrivacyCheckbox[];
  /** `'auto'` (the default: 2 on iOS, else 1), `1` (Android) or `2` (iOS). */
  readonly system?: LoginWidgetSystem;
}

/** The callback: type reservation (with first_time) or login. */
export type LoginWidgetEvent =
  | { readonly type: 'reservation'; readonly first_time: boolean; readonly result: ReservationResult }
  | { readonly type: 'login'; readonly userId: string };

/** What the widget shows (not ready, then ready, then logged in or not). */
export interface LoginWidgetState {
  readonly phase: 'not-ready' | 'ready';
  readonly login: 'unknown' | 'logged-in' | 'logged-out';
  readonly mode: LoginMode;
  readonly modes: readonly LoginMode[];
  readonly username?: string;
  readonly sendingCode: boolean;
  readonly loggingIn: boolean;
  /** The `system` field resolved: 1 (Android) or 2 (iOS). */
  readonly system: 1 | 2;
  readonly modules: readonly LoginWidgetModule[];
  readonly privacy: readonly PrivacyCheckbox[];
  /** Privacy checkboxes by id: ticked or not. */
  readonly ticked: Readonly<Record<string, boolean>>;
  /** Radio modules by id: the chosen option's value. */
  readonly choices: Readonly<Record<string, string>>;
  readonly appLogin: boolean;
  /** The last failure's message, cleared by the next action. */
  readonly error?: string;
  /** The last failure itself, so a widget can show it in its own language by code and message. */
  readonly failure?: CampaignKitError;
}

/**
 * The easy-login widget's state machine (Login widget); the React widget only renders it.
 */
export class LoginWidgetMachine implements StateSource<LoginWidgetState> {
  readonly #store: Store<LoginWidgetState>;
  readonly #events = new Subject<LoginWidgetEvent>();
  readonly state$;
  /** The callback, as a stream. */
  readonly events$: Observable<LoginWidgetEvent> = this.#events.asObservable();

  constructor(
    readonly deps: { readonly account: AccountService; readonly reservation?: ReservationService; readonly os?: DeviceOs },
    readonly options: LoginWidgetOptions = {},
  ) {
    const modes = options.modes?.length ? options.modes : (['mobile'] as const);
    const modules = options.modules ?? [];
    const privacy = options.privacy ?? [];
    checkWidgetParts(modules, privacy);
    this.#store = new Store<LoginWidgetState>({
      phase: 'not-ready',
      login: 'unknown',
      mode: modes[0] ?? 'mobile',
      modes,
      sendingCode: false,
      loggingIn: false,
      system: resolveSystem(options.system, deps.os),
      modules,
      privacy,
      ticked: Object.fromEntries(privacy.map((checkbox) => [checkbox.id, checkbox.checked === true])),
      choices: Object.fromEntries(
        modules.flatMap((module) => (module.type === 'radio' ? [[module.id, module.value ?? module.options[0]?.value ?? '']] : [])),
      ),
      appLogin: options.appLogin === true,
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

  /** Loads the login status, then becomes ready; a logged-in visitor goes on to the reservation check. */
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
      this.#store.patch({ phase: 'ready', login: 'logged-out' });
      this.#fail(error, MESSAGES.appIdError);
    }
  }

  selectMode(mode: LoginMode): void {
    if (!this.state.modes.includes(mode)) return;
    this.#clearFailure();
    this.#store.patch({ mode });
  }

  /** Ticks or unticks a privacy checkbox; an unknown id changes nothing. */
  tick(id: string, ticked: boolean): void {
    if (Object.hasOwn(this.state.ticked, id)) this.#store.patch({ ticked: { ...this.state.ticked, [id]: ticked } });
  }

  /** Chooses an option of a radio module; an unknown module or value changes nothing. */
  choose(id: string, value: string): void {
    const module = this.state.modules.find((candidate) => candidate.id === id);
    if (module?.type === 'radio' && module.options.some((option) => option.value === value)) {
      this.#store.patch({ choices: { ...this.state.choices, [id]: value } });
    }
  }

  /**
   * Logs in through the short-video app (every privacy checkbox ticked first), then reserves
   * like a code login. Failures land in `state.error`: `{id}:未勾选!`, 请在其他浏览器登录抖音账号
   * inside weixin, 抖音打开失败 when the app did not open.
   */
  async loginWithApp(): Promise<boolean> {
    if (this.state.loggingIn) return false;
    this.#store.patch({ loggingIn: true });
    this.#clearFailure();
    try {
      checkPrivacyTicked(this.state.privacy, this.state.ticked);
      const outcome = await this.deps.account.loginWithApp();
      if (outcome.kind !== 'logged-in') return false;
      this.#store.patch({ login: 'logged-in', username: this.deps.account.state.user?.username });
      await this.#afterLogin(outcome.result.userId, true);
      return true;
    } catch (error) {
      this.#fail(error, MESSAGES.loginFailed);
      return false;
    } finally {
      this.#store.patch({ loggingIn: false });
    }
  }

  /** Requests a code; failures land in `state.error` (获取验证码失败! unless the server said why). */
  async sendCode(mobile: string): Promise<boolean> {
    this.#store.patch({ sendingCode: true });
    this.#clearFailure();
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
      if (!isCampaignKitError(error, 'CLOSE_CAPTCHA')) this.#fail(error, MESSAGES.getCodeFail);
      return false;
    } finally {
      this.#store.patch({ sendingCode: false });
    }
  }

  /** Logs in with the widget's rules (a 4-digit code, a well-formed phone), then reserves. */
  async login(mobile: string, code: string): Promise<boolean> {
    if (this.state.loggingIn) return false;
    this.#store.patch({ loggingIn: true });
    this.#clearFailure();
    try {
      checkPrivacyTicked(this.state.privacy, this.state.ticked);
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
      this.#fail(error, MESSAGES.loginFailed);
      return false;
    } finally {
      this.#store.patch({ loggingIn: false });
    }
  }

  /** Check the reservation; reserve when not reserved and auto-reserve or a login applies. */
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
      this.#fail(error, MESSAGES.systemError);
    }
  }

  /** Records a failure: a kit error with a message as it is, else a kit error with `fallback`. */
  #fail(error: unknown, fallback: string): void {
    const failure =
      isCampaignKitError(error) && error.message ? error : new CampaignKitError(isCampaignKitError(error) ? error.code : 'SERVER', fallback, { cause: error });
    this.#store.patch({ error: failure.message, failure });
  }

  #clearFailure(): void {
    if (this.state.error !== undefined || this.state.failure !== undefined) this.#store.patch({ error: undefined, failure: undefined });
  }
}
