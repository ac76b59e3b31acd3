import type { AppAuthOptions } from '../../domain/account/app-auth-login';
import type { SmsRoute } from '../../domain/account/code-route';
import type { VerificationLoadError } from '../../domain/captcha/verification-script.loader';
import type { CaptchaPort } from '../../ports/captcha.port';
import type { SecondVerifyPort } from '../../ports/second-verify.port';

/**
 * Options of the verification (captcha) widget; the widget loads on the first
 * challenge that needs it. To pin the SDK (address and integrity hash), use the kit's `scripts.captcha`.
 */
export interface VerificationOptions {
  /**
   * Where the verification settings (`{ script_urls }`) are read; on failure, or when the
   * allow-list accepts none of the addresses, the default addresses are used.
   */
  readonly settingsUrl?: string;
  /**
   * The script addresses (primary, then backups) instead of the defaults; https only. Their
   * origins are allowed for the settings' addresses, the default CDNs' no longer are.
   */
  readonly scripts?: readonly string[];
  /**
   * Origins (`https://cdn.example.com`) the settings' addresses may come from, besides those of
   * `scripts`: compared exactly, https only (http only for localhost). Without this and `scripts`,
   * the default CDNs are allowed under the SDK's path only. Defaults to none.
   */
  readonly scriptOrigins?: readonly string[];
  /** The widget's language. Defaults to `zh`. */
  readonly lang?: string;
  /** The init error callback: type `loadJSSDK`. */
  readonly onError?: (error: VerificationLoadError) => void;
}

/** Options of `account()`. */
export interface AccountOptions {
  /**
   * Which calls send the SMS code and log in with it: `sso`
   * (/send_activation_code/v2/ and /quick_login/v2/), `passport` (/passport/web send_code and
   * sms_login) or `mobile-web` (the older area's send_activation_code and quick_login).
   * Defaults to `sso`.
   */
  readonly sms?: SmsRoute;
  /** Seconds code sending stays locked. Defaults to `60` s. */
  readonly countdownSeconds?: number;
  /** Shows picture-captcha demands (error 1105). Without one (and no verification widget), a demand fails with `CAPTCHA_REQUIRED`. */
  readonly captcha?: CaptchaPort;
  /** Shows the second-verification dialog (error 2046); without it the captcha is rerun. */
  readonly secondVerify?: SecondVerifyPort;
  /** The verification widget's script addresses, settings and language. */
  readonly verification?: VerificationOptions;
  /** App-authorisation login. */
  readonly appAuth?: AppAuthOptions;
}
