/** The activity API envelope of SPEC §3: `code` 0 is success. */
export interface ActivityEnvelope<T = unknown> {
  readonly code: number;
  readonly data?: T;
  readonly message?: string;
}

/** The single-sign-on envelope of SPEC §3 and §8: `error_code` 0 is success. */
export interface PassportEnvelope<T = unknown> {
  readonly error_code: number;
  readonly description?: string;
  readonly redirect_url?: string;
  readonly data?: T;
}

/** A successful call: the envelope's data plus the x-tt-logid header (SPEC §3). */
export interface ApiResult<T> {
  readonly data: T;
  readonly logId?: string;
  readonly message?: string;
}
