import { BindApi } from './api/bind.api';
import { CancelApi } from './api/cancel.api';
import { CodeApi } from './api/code.api';
import { LoginApi } from './api/login.api';
import { MobileWebApi, type MobileWebPaths } from './api/mobile-web.api';
import { OpenAuthApi } from './api/open-auth.api';
import { PasswordApi } from './api/password.api';
import { QrApi } from './api/qr.api';
import { RegisterApi } from './api/register.api';
import { VerifyApi } from './api/verify.api';
import type { PassportClient } from './passport.client';

/**
 * The passport web calls, grouped by family, over one {@link PassportClient} (which
 * applies the conventions, the mapping and the challenge-and-resend flow).
 *
 * @example
 * ```ts
 * await kit.passport.code.sendCode({ mobile: '13800000000', type: VERIFICATION_TYPES.login });
 * const { data } = await kit.passport.login.smsLogin({ mobile: '13800000000', code: '1234' });
 * ```
 */
export class PassportService {
  readonly code: CodeApi;
  readonly login: LoginApi;
  readonly register: RegisterApi;
  readonly bind: BindApi;
  readonly password: PasswordApi;
  readonly verify: VerifyApi;
  readonly cancel: CancelApi;
  readonly openAuth: OpenAuthApi;
  readonly qr: QrApi;
  /** The older mobile-web area, on the single-sign-on host. */
  readonly mobileWeb: MobileWebApi;

  /**
   * @param options - `sso`: the client of the single-sign-on host when it differs from the passport's
   *   (defaults to `client`); `mobileWebPaths`: overrides of the default paths.
   */
  constructor(
    readonly client: PassportClient,
    options: { sso?: PassportClient; mobileWebPaths?: Partial<MobileWebPaths> } = {},
  ) {
    this.code = new CodeApi(client);
    this.login = new LoginApi(client);
    this.register = new RegisterApi(client);
    this.bind = new BindApi(client);
    this.password = new PasswordApi(client);
    this.verify = new VerifyApi(client);
    this.cancel = new CancelApi(client);
    this.openAuth = new OpenAuthApi(client);
    this.qr = new QrApi(client);
    this.mobileWeb = new MobileWebApi(options.sso ?? client, options.mobileWebPaths);
  }
}
