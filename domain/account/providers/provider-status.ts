import { BehaviorSubject, type Observable } from 'rxjs';
import { CampaignKitError } from '../../../ports/errors';
import { setState, type StateSource } from '../../shared/state-source';
import type { LoginResult } from '../account-session';
import { isLoginType, NOT_INITIALIZED_LOGIN_MESSAGE, unsupportedLoginMessage, type LoginType } from '../login-types';
import { validateProviderSetting, type ProviderSetting } from './provider-settings';

/** Where the provider logins stand. */
export interface ProviderLoginState {
  readonly status: 'idle' | 'redirecting' | 'popup' | 'exchanging' | 'logged-in' | 'failed';
  readonly type?: LoginType;
  readonly error?: string;
}

/**
 * The provider logins' settings and state, as `kit.account.providers`: what a page reads while the
 * provider engine (loaded with the first provider login or return) does the work.
 *
 * @example
 * ```ts
 * kit.account.providers.state$.subscribe((s) => s.status === 'failed' && show(s.error));
 * const { userId } = await kit.account.providers.redirectLogin;
 * ```
 */
export class ProviderStatus implements StateSource<ProviderLoginState> {
  readonly #state = new BehaviorSubject<ProviderLoginState>({ status: 'idle' });
  readonly state$: Observable<ProviderLoginState> = this.#state.asObservable();
  readonly #settings = new Map<LoginType, ProviderSetting>();
  readonly #redirectLogin: Promise<LoginResult>;
  #settle!: { resolve(result: LoginResult): void; reject(error: unknown): void };
  #settled = false;

  constructor() {
    this.#redirectLogin = new Promise<LoginResult>((resolve, reject) => {
      this.#settle = { resolve, reject };
    });
    this.#redirectLogin.catch(() => undefined);
  }

  get state(): ProviderLoginState {
    return this.#state.value;
  }

  /** Settles with the first provider login's outcome (the first success resolves it, a failure rejects it). */
  get redirectLogin(): Promise<LoginResult> {
    return this.#redirectLogin;
  }

  /** True once any provider is configured. */
  get configured(): boolean {
    return this.#settings.size > 0;
  }

  /**
   * Adds (or replaces) providers' settings.
   * @throws CampaignKitError `INVALID_ARGUMENT` '{provider} init fail, {field} is undefined',
   *   'unsupported login method: {type}', or 'provider settings need an object with a type, got null'.
   */
  configure(settings: readonly ProviderSetting[]): void {
    for (const setting of settings) {
      if (setting === null || setting === undefined) {
        throw new CampaignKitError('INVALID_ARGUMENT', `provider settings need an object with a type, got ${String(setting)}`);
      }
      if (!isLoginType(setting.type) || setting.type === ('mobile' as string)) throw new CampaignKitError('INVALID_ARGUMENT', unsupportedLoginMessage(String(setting.type)));
      this.#settings.set(setting.type, validateProviderSetting(setting));
    }
  }

  /**
   * The settings of `type`.
   * @throws CampaignKitError `OAUTH` 'unsupported login method: {type}' or 'the login method is not initialized!'.
   */
  setting(type: string): ProviderSetting {
    if (!isLoginType(type) || type === 'mobile') throw new CampaignKitError('OAUTH', unsupportedLoginMessage(type));
    const setting = this.#settings.get(type);
    if (!setting) throw new CampaignKitError('OAUTH', NOT_INITIALIZED_LOGIN_MESSAGE);
    return setting;
  }

  /** Sets the state (the engine's side). */
  set(state: ProviderLoginState): void {
    setState(this.#state, state);
  }

  /** Records a success: the state, and the redirect-login promise when it is the first outcome. */
  succeed(type: LoginType, result: LoginResult): void {
    setState(this.#state, { status: 'logged-in', type });
    if (!this.#settled) {
      this.#settled = true;
      this.#settle.resolve(result);
    }
  }

  /** Records a failure: the state, and the redirect-login promise when it is the first outcome. */
  fail(error: unknown, type: LoginType | undefined): void {
    setState(this.#state, { status: 'failed', type, error: error instanceof Error ? error.message : String(error) });
    if (!this.#settled) {
      this.#settled = true;
      this.#settle.reject(error);
    }
  }
}
