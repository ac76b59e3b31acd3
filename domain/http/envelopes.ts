/** The activity API envelope: `code` 0 is success. */
export interface ActivityEnvelope<T = unknown> {
  readonly code: number;
  readonly data?: T;
  readonly message?: string;
}

/**
 * A passport or single-sign-on answer's body, as any of its families sends it:
 * `error_code` (single sign-on), `status_code` (auth) or `message` 'success' (web).
 */
export interface PassportBody {
  readonly message?: string;
  readonly error_code?: number;
  readonly status_code?: number;
  readonly status_msg?: string;
  readonly description?: string;
  readonly captcha?: string;
  readonly redirect_url?: string;
  readonly verify_center_decision_conf?: unknown;
  readonly data?: unknown;
}

/** A successful call: the envelope's data plus the x-tt-logid header. */
export interface ApiResult<T> {
  readonly data: T;
  readonly logId?: string;
  readonly message?: string;
}
