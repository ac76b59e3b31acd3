import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { AccountService } from '../account/account.service';
import { Countdown } from '../account/countdown';
import { checkWidgetLogin } from '../account/mobile-rules';
import type { ReservationService } from '../reservation/reservation.service';
import type { ReservationResult } from '../reservation/reservation.types';
import { patchState, type StateSource } from '../shared/state-source';
import type { DeviceOs } from '../device/device.types';
import {
  checkLoginModes,
  checkPrivacyTicked,
  checkWidgetParts,
  resolveSystem,
  type LoginWidgetModule,
  type LoginWidgetSystem,
  type PrivacyCheckbox,
} from './login-widget-rules';

/**
 * The login modes the widget has a tab for:
 * - `'mobile'`: a phone and the code sent to it by SMS (the default, and the only mode shown without `modes`);
 * - `'password'`: an account (an email, a username or a mobile) and its password;
 * - `'email'`: an email and the code sent to it.
 */
export type LoginMode = 'mobile' | 'password' | 'email';

/** Options of the easy-login widget (Login widget). */
export interface LoginWidgetOptions {
  /** Reserve as soon as a logged-in visitor is found, not only after a login. Defaults to `false`. */
  readonly autoReserve?: boolean;
  /**
   * Mock mode ('mock code'): in the SMS and email modes no code is sent and this code logs in without
   * the server; any other answers 验证码错误.
   */
  readonly mockCode?: string;
  /**
   * The modes shown, one tab each, in this order; the first is selected. Defaults to `['mobile']`.
   * The mock code serves the two code modes; the password mode always asks the server.
   */
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

/**
 * What one login attempt of a mode gives {@link LoginWidgetMachine.runLogin}: the user id, and in
 * mock mode the code typed and the name to show; `undefined` when the visitor did not log in.
 */
export type LoginAttempt = { readonly userId: string; readonly mock?: { readonly code: string; readonly username: string } } | undefined;

/**
 * The callback: type reservation (with first_time) or login, each with the `system` field as the
 * widget resolved it (1 Android, 2 iOS). No request carries `system`: this event is where a page
 * reads it (to pick a platform's download or store link, say).
 */
export type LoginWidgetEvent =
  | { readonly type: 'reservation'; readonly first_time: boolean; readonly result: ReservationResult; readonly system: 1 | 2 }
  | { readonly type: 'login'; readonly userId: string; readonly system: 1 | 2 };

/** An event before the widget adds its `system`. */
type WidgetOutcome = LoginWidgetEvent extends infer Event ? (Event extends LoginWidgetEvent ? Omit<Event, 'system'> : never) : never;

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
  readonly #state: BehaviorSubject<LoginWidgetState>;
  readonly #events = new Subject<LoginWidgetEvent>();
  readonly state$: Observable<LoginWidgetState>;
  /** The callback, as a stream. */
  readonly events$: Observable<LoginWidgetEvent> = this.#events.asObservable();
  /** The email mode's resend countdown (60 s; the SMS one is the account's), on the account's clock. */
  readonly emailCountdown: Countdown;

  constructor(
    readonly deps: { readonly account: AccountService; readonly reservation?: ReservationService; readonly os?: DeviceOs },
    readonly options: LoginWidgetOptions = {},
  ) {
    const modes = options.modes?.length ? options.modes : (['mobile'] as const);
    const modules = options.modules ?? [];
    const privacy = options.privacy ?? [];
    checkLoginModes(modes);
    checkWidgetParts(modules, privacy);
    this.#state = new BehaviorSubject<LoginWidgetState>({
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
    this.state$ = this.#state.asObservable();
    this.emailCountdown = new Countdown(deps.account.countdown.clock);
  }

  get state(): LoginWidgetState {
    return this.#state.value;
  }

  /** The resend countdown shown on the get-code button. */
  get countdown() {
    return this.deps.account.countdown;
  }

  /** Loads the login status, then becomes ready; a logged-in visitor goes on to the reservation check. */
  async start(): Promise<void> {
    if (this.options.mockCode !== undefined) {
      patchState(this.#state, { phase: 'ready', login: 'logged-out' });
      return;
    }
    try {
      const account = await this.deps.account.check();
      patchState(this.#state, {
        phase: 'ready',
        login: account.status === 'logged-in' ? 'logged-in' : 'logged-out',
        username: account.user?.username,
      });
      if (account.status === 'logged-in' && account.userId) await this.#afterLogin(account.userId, false);
    } catch (error) {
      patchState(this.#state, { phase: 'ready', login: 'logged-out' });
      this.#fail(error, MESSAGES.appIdError);
    }
  }

  selectMode(mode: LoginMode): void {
    if (!this.state.modes.includes(mode)) return;
    this.#clearFailure();
    patchState(this.#state, { mode });
  }

  /** Ticks or unticks a privacy checkbox; an unknown id changes nothing. */
  tick(id: string, ticked: boolean): void {
    if (Object.prototype.hasOwnProperty.call(this.state.ticked, id)) patchState(this.#state, { ticked: { ...this.state.ticked, [id]: ticked } });
  }

  /** Chooses an option of a radio module; an unknown module or value changes nothing. */
  choose(id: string, value: string): void {
    const module = this.state.modules.find((candidate) => candidate.id === id);
    if (module?.type === 'radio' && module.options.some((option) => option.value === value)) {
      patchState(this.#state, { choices: { ...this.state.choices, [id]: value } });
    }
  }

  /**
   * Logs in through the short-video app (every privacy checkbox ticked first), then reserves
   * like a code login. Failures land in `state.error`: `{id}:未勾选!`, 请在其他浏览器登录抖音账号
   * inside weixin, 抖音打开失败 when the app did not open.
   */
  async loginWithApp(): Promise<boolean> {
    return this.runLogin(async () => {
      const outcome = await this.deps.account.loginWithApp();
      return outcome.kind === 'logged-in' ? outcome.result : undefined;
    });
  }

  /** Requests a code; failures land in `state.error` (获取验证码失败! unless the server said why). */
  async sendCode(mobile: string): Promise<boolean> {
    return this.requestCode(async () => {
      requireInputs(mobile);
      if (this.options.mockCode === undefined) return this.deps.account.sendCode(mobile);
      if (mobile.trim() === '') throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.enterMobile, { reason: 'mobile-empty' });
      this.deps.account.countdown.start();
    });
  }

  /** Logs in with the widget's rules (a 4-digit code, a well-formed phone), then reserves. */
  async login(mobile: string, code: string): Promise<boolean> {
    return this.runLogin(async () => {
      requireInputs(mobile, code);
      const input = checkWidgetLogin(mobile, code);
      if (this.options.mockCode === undefined) return this.deps.account.loginWithCode(input.mobile, input.code);
      return { userId: input.mobile, mock: { code: input.code, username: `user${input.mobile.slice(-4)}` } };
    });
  }

  /**
   * Runs one code request of a mode (the SMS one, and the email mode's, which loads with its form).
   * Failures land in `state.error`: the check's message, the server's reason, else 获取验证码失败!;
   * closing the captcha is the visitor's choice, not a failure to show.
   * @returns whether the code was sent.
   */
  async requestCode(send: () => Promise<void>): Promise<boolean> {
    patchState(this.#state, { sendingCode: true });
    this.#clearFailure();
    try {
      await send();
      return true;
    } catch (error) {
      if (!isCampaignKitError(error, 'CLOSE_CAPTCHA')) this.#fail(error, MESSAGES.getCodeFail);
      return false;
    } finally {
      patchState(this.#state, { sendingCode: false });
    }
  }

  /**
   * Runs one login of any mode (the SMS and app logins, and the password and email modes', which
   * load with their forms): every privacy checkbox ticked first (`{id}:未勾选!`), then `attempt`;
   * the user id it gives goes on to the reservation check and the callback. A mock attempt's code
   * must be the mock code (验证码错误), then it fires `login` without the server. Failures land in
   * `state.error`: the message, else 登录失败. Does nothing while a login runs.
   * @returns whether the visitor is logged in.
   */
  async runLogin(attempt: () => Promise<LoginAttempt>): Promise<boolean> {
    if (this.state.loggingIn) return false;
    patchState(this.#state, { loggingIn: true });
    this.#clearFailure();
    try {
      checkPrivacyTicked(this.state.privacy, this.state.ticked);
      const result = await attempt();
      if (!result) return false;
      const { userId, mock } = result;
      if (mock && mock.code !== this.options.mockCode) throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.mockCodeWrong);
      patchState(this.#state, { login: 'logged-in', username: mock ? mock.username : this.deps.account.state.user?.username });
      if (mock) this.#emit({ type: 'login', userId });
      else await this.#afterLogin(userId, true);
      return true;
    } catch (error) {
      this.#fail(error, MESSAGES.loginFailed);
      return false;
    } finally {
      patchState(this.#state, { loggingIn: false });
    }
  }

  /** Check the reservation; reserve when not reserved and auto-reserve or a login applies. */
  async #afterLogin(userId: string, byUser: boolean): Promise<void> {
    const reservation = this.deps.reservation;
    if (!reservation) {
      this.#emit({ type: 'login', userId });
      return;
    }
    try {
      if (await reservation.load()) {
        const result = reservation.state.result;
        if (result) this.#emit({ type: 'reservation', first_time: false, result });
        return;
      }
      if (!this.options.autoReserve && !byUser) {
        this.#emit({ type: 'login', userId });
        return;
      }
      const result = await reservation.reserve();
      // SPEC §4's re-check: the reservation just made is what the page knows, asked of nobody.
      await reservation.load();
      this.#emit({ type: 'reservation', first_time: result.code === 0, result });
    } catch (error) {
      this.#fail(error, MESSAGES.systemError);
    }
  }

  #emit(outcome: WidgetOutcome): void {
    this.#events.next({ ...outcome, system: this.state.system });
  }

  /** Records a failure: a kit error with a message as it is, else a kit error with `fallback`. */
  #fail(error: unknown, fallback: string): void {
    const failure =
      isCampaignKitError(error) && error.message ? error : new CampaignKitError(isCampaignKitError(error) ? error.code : 'SERVER', fallback, { cause: error });
    patchState(this.#state, { error: failure.message, failure });
  }

  #clearFailure(): void {
    if (this.state.error !== undefined || this.state.failure !== undefined) patchState(this.#state, { error: undefined, failure: undefined });
  }
}

/**
 * A widget call without its inputs is the page's bug, not the visitor's typing: SPEC's
 * 功能异常，请刷新页面重试, with reason `missing-input`.
 */
function requireInputs(...inputs: readonly unknown[]): void {
  if (inputs.some((input) => typeof input !== 'string')) {
    throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.missingInput, { reason: 'missing-input', detail: 'The login widget was called without its inputs: pass the mobile (and the code) as strings.' });
  }
}
