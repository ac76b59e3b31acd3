import type { PagePort } from '../../ports/page.port';
import type { CodeApi } from '../passport/api/code.api';
import type { LoginApi } from '../passport/api/login.api';
import type { MobileWebApi } from '../passport/api/mobile-web.api';
import { EMAIL_CODE_TYPES, VERIFICATION_TYPES } from '../passport/verification-types';
import type { AccountSession, LoginResult } from './account-session';
import type { CodeRoute } from './code-route';

/** The passport web account info a page shows (Account info), in our names. */
export interface AccountProfile {
  readonly userId: string;
  /** Masked by the server, e.g. `138******00`; undefined when none is bound. */
  readonly mobile?: string;
  readonly email?: string;
  /** Whether the account has a password (to offer "change" rather than "set"). */
  readonly hasPassword: boolean;
}

/**
 * The logins of the passport web area: email with password or code, password login,
 * and the code routes `passport` and `mobile-web`. Loaded by `kit.account` on first use, which
 * checks the input first; each success is finished by the session (route `passport`, or `sso` for
 * the mobile-web area).
 */
export class PassportLogins {
  readonly #session: AccountSession;
  readonly #page: PagePort;
  readonly #code: CodeApi;
  readonly #login: LoginApi;
  readonly #mobileWeb: MobileWebApi;

  constructor(deps: { session: AccountSession; page: PagePort; code: CodeApi; login: LoginApi; mobileWeb: MobileWebApi }) {
    this.#session = deps.session;
    this.#page = deps.page;
    this.#code = deps.code;
    this.#login = deps.login;
    this.#mobileWeb = deps.mobileWeb;
  }

  /** Sends an email login code (type 13). */
  async sendEmailCode(email: string): Promise<void> {
    await this.#code.sendEmailCode({ email, type: EMAIL_CODE_TYPES.loginOrVerify });
  }

  /** POST email/code_login, then the session. */
  async loginWithEmailCode(email: string, code: string): Promise<LoginResult> {
    const result = await this.#login.emailCodeLogin({ email, code });
    return this.#session.finish('passport', result.redirectUrl, 'email');
  }

  /** POST email/login, then the session. */
  async loginWithEmail(email: string, password: string): Promise<LoginResult> {
    const result = await this.#login.emailLogin({ email, password });
    return this.#session.finish('passport', result.redirectUrl, 'password');
  }

  /** POST user/login with a username, mobile or account name, then the session. */
  async loginWithAccount(account: string, password: string): Promise<LoginResult> {
    const result = await this.#login.userLogin({ account, password });
    return this.#session.finish('passport', result.redirectUrl, 'password');
  }

  /** GET account/info/v2 of the passport web area. */
  async profile(): Promise<AccountProfile> {
    const { data } = await this.#login.accountInfoV2();
    const info = data as typeof data & { readonly has_password?: boolean | number };
    return { userId: info.user_id_str, mobile: info.mobile || undefined, email: info.email || undefined, hasPassword: Boolean(info.has_password) };
  }

  /** The code route of `sms: 'passport'` or `sms: 'mobile-web'`. */
  codeRoute(kind: 'passport' | 'mobile-web'): CodeRoute {
    if (kind === 'passport') {
      return {
        loginRoute: 'passport',
        send: async (mobile) => void (await this.#code.sendCode({ mobile, type: VERIFICATION_TYPES.login })),
        login: (mobile, code) => this.#login.smsLogin({ mobile, code }),
      };
    }
    return {
      loginRoute: 'sso',
      send: async (mobile) => void (await this.#mobileWeb.sendActivationCode({ mobile })),
      login: (mobile, code) => this.#mobileWeb.quickLogin({ mobile, code, service: this.#page.url() }),
    };
  }
}
