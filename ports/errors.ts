/**
 * The closed set of error codes campaign-kit throws. Match on `code`, show `message`.
 *
 * | code | when |
 * |---|---|
 * | `NOT_INITIALIZED` | a call made before the module it needs was initialised |
 * | `ALREADY_INITIALIZED` | a component initialised twice |
 * | `INVALID_ARGUMENT` | an option or input failed a rule |
 * | `NETWORK` | the request never got an answer: 网络请求失败，请重试, errorCode -1 |
 * | `TIMEOUT` | the request took longer than its timeout: Request Timeout |
 * | `HTTP_STATUS` | the server answered with a status its call family refuses: network error! (activity calls, any status but 200); Request failed with status code {n} (passport calls, outside 200-299) |
 * | `SERVER` | the envelope's code (or error_code) was not 0; message is the server's |
 * | `NOT_LOGIN` | no logged-in user where one is needed: Not Login! |
 * | `CAPTCHA_REQUIRED` | the server demanded a captcha (error 1105) and no challenge could be shown |
 * | `CLOSE_CAPTCHA` | the visitor closed the captcha challenge |
 * | `SECOND_VALID` | the visitor closed the second-verification dialog |
 * | `COUNTDOWN` | a code was requested while the resend countdown runs |
 * | `PROCESS` | an activity process answered process_exec_code other than 0 |
 * | `BRIDGE_TIMEOUT` | the app bridge did not answer in time |
 * | `BRIDGE` | the app bridge answered with a failure code |
 * | `SCRIPT_LOAD` | a script failed to load from every address |
 * | `APP_LAUNCH` | the short-video app did not open (errorCode -2) or launching is off (-3) |
 * | `POPUP_BLOCKED` | the browser refused the provider's popup; a redirect may be used instead |
 * | `OAUTH_STATE` | a provider return's `state` did not match the one sent (possible forgery) |
 * | `OAUTH` | a provider login failed: its error parameter, or the kit's provider message |
 * | `FEATURE_MISSING` | a kit member was used whose feature the page did not list in `features` |
 * | `UNSUPPORTED_PLATFORM` | the platform cannot do it (on the server: navigate, load a script) |
 */
export type CampaignKitErrorCode =
  | 'NOT_INITIALIZED'
  | 'ALREADY_INITIALIZED'
  | 'INVALID_ARGUMENT'
  | 'NETWORK'
  | 'TIMEOUT'
  | 'HTTP_STATUS'
  | 'SERVER'
  | 'NOT_LOGIN'
  | 'CAPTCHA_REQUIRED'
  | 'CLOSE_CAPTCHA'
  | 'SECOND_VALID'
  | 'COUNTDOWN'
  | 'PROCESS'
  | 'BRIDGE_TIMEOUT'
  | 'BRIDGE'
  | 'SCRIPT_LOAD'
  | 'APP_LAUNCH'
  | 'POPUP_BLOCKED'
  | 'OAUTH_STATE'
  | 'OAUTH'
  | 'FEATURE_MISSING'
  | 'UNSUPPORTED_PLATFORM';

/** What the server (or platform) said beside the message, where it said anything. */
export interface CampaignKitErrorDetails {
  /** The server's error_code, or -1 for a network failure. */
  readonly errorCode?: number;
  /** The x-tt-logid response header, for the publisher's back-end team. */
  readonly logId?: string;
  /** The HTTP status, where there was a response. */
  readonly status?: number;
  /** The server's data, or extra data such as an sms_code_key. */
  readonly data?: unknown;
  /**
   * Why, for code to branch on, where the kit knows: the rule an input failed (`mobile-empty`,
   * `mobile-digits`, `mobile-format`, `mobile-or-code-format`, `code-digits`, `code-length`,
   * `email-format`, `missing-input`) or `no-captcha-controller`.
   */
  readonly reason?: string;
  /** For the page's developer, in English: what to change when the page caused the error. Never shown to visitors. */
  readonly detail?: string;
  readonly cause?: unknown;
}

/** Marks every CampaignKitError, so copies of the class in separately bundled entries still match. */
const BRAND = Symbol.for('campaign-kit.CampaignKitError');

/**
 * The only error campaign-kit throws. Match on `code`; `message` is the exact user-facing text
 * (Chinese where are Chinese).
 *
 * @remarks `instanceof CampaignKitError` holds across the package's entries even where a bundler
 * (or the CJS build) gives each entry its own copy of the class.
 */
export class CampaignKitError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return (value as { [BRAND]?: unknown } | null | undefined)?.[BRAND] === true;
  }

  readonly [BRAND] = true;
  override readonly name = 'CampaignKitError';
  // Declared, not initialised: the constructor sets each once (no field initialisers to ship).
  declare readonly code: CampaignKitErrorCode;
  declare readonly errorCode?: number;
  declare readonly logId?: string;
  declare readonly status?: number;
  declare readonly data?: unknown;
  declare readonly reason?: string;
  declare readonly detail?: string;

  constructor(code: CampaignKitErrorCode, message: string, details: CampaignKitErrorDetails = {}) {
    super(message, details);
    this.code = code;
    this.errorCode = details.errorCode;
    this.logId = details.logId;
    this.status = details.status;
    this.data = details.data;
    this.reason = details.reason;
    this.detail = details.detail;
  }
}

/** True when `value` is a CampaignKitError, optionally with the given code. */
export function isCampaignKitError(value: unknown, code?: CampaignKitErrorCode): value is CampaignKitError {
  return value instanceof CampaignKitError && (code === undefined || value.code === code);
}

/** The message that tells a caller which init is missing. */
export function notInitializedMessage(module: string): string {
  return `${module} is not initialized, call init first`;
}
