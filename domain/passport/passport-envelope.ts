import { CampaignKitError, MESSAGES } from '../../ports/errors';
import type { HttpResponse } from '../../ports/http.port';

/**
 * How a passport family says success (SPEC §8 Affiliate passport): `sso` when error_code is 0
 * (message 'success'), `auth` when status_code is 0, `web` (the default) when message is 'success'.
 */
export type PassportSource = 'sso' | 'auth' | 'web';

/** A passport answer's body, as any of the three sources sends it. */
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

/** What a failed passport call carries (SPEC §8): found as `CampaignKitError.data`. */
export interface PassportFailure {
  readonly status: 'fail';
  /** The captcha picture or token the server sent with the failure, '' when none. */
  readonly captcha: string;
  readonly message: string;
  readonly error_code: number;
  /** The server's data as sent. */
  readonly data: unknown;
}

/** A successful passport call: the data, the x-tt-logid header and the redirect address, if any. */
export interface PassportResult<T> {
  readonly data: T;
  readonly logId?: string;
  readonly message?: string;
  readonly redirectUrl?: string;
}

/** The x-tt-logid response header (SPEC §3). */
export function logIdOf(response: HttpResponse): string | undefined {
  return response.headers['x-tt-logid'];
}

/** True when the body says success for its source (SPEC §8). */
export function isPassportSuccess(body: PassportBody, source: PassportSource): boolean {
  if (source === 'sso') return body.error_code === 0;
  if (source === 'auth') return body.status_code === 0;
  return body.message === 'success';
}

/** The error_code of a failed answer, from data first (the web family nests it), then the top. */
export function failureCode(body: PassportBody): number {
  const nested = record(body.data)?.error_code;
  if (typeof nested === 'number') return nested;
  if (typeof body.error_code === 'number') return body.error_code;
  if (typeof body.status_code === 'number') return body.status_code;
  return -1;
}

/**
 * Maps a passport answer to its result or the SPEC §8 failure: description as the message,
 * `data` a {@link PassportFailure}, `logId` from the header.
 * @throws CampaignKitError `HTTP_STATUS` ('network error!') for a status other than 200;
 *   `SERVER` for a failure answer.
 */
export function readPassportAnswer<T>(response: HttpResponse, source: PassportSource, failureMessage?: string): PassportResult<T> {
  const logId = logIdOf(response);
  const body = response.data;
  if (response.status !== 200 || typeof body !== 'object' || body === null) {
    throw new CampaignKitError('HTTP_STATUS', MESSAGES.httpStatus, { status: response.status, logId });
  }
  const answer = body as PassportBody;
  if (isPassportSuccess(answer, source)) {
    return { data: answer.data as T, logId, message: answer.message, redirectUrl: answer.redirect_url ?? stringField(answer.data, 'redirect_url') };
  }
  throw passportFailure(answer, logId, failureMessage);
}

/** The SPEC §8 failure of a passport answer. */
export function passportFailure(body: PassportBody, logId: string | undefined, failureMessage?: string): CampaignKitError {
  const errorCode = failureCode(body);
  const message =
    stringField(body.data, 'description') ||
    body.description ||
    body.status_msg ||
    (body.message && body.message !== 'error' ? body.message : undefined) ||
    failureMessage ||
    MESSAGES.codeNotZero;
  const failure: PassportFailure = {
    status: 'fail',
    captcha: stringField(body.data, 'captcha') ?? body.captcha ?? '',
    message,
    error_code: errorCode,
    data: body.data,
  };
  return new CampaignKitError('SERVER', message, { errorCode, logId, data: failure });
}

/** The failure a SERVER error carries, when it came from a passport answer. */
export function failureOf(error: CampaignKitError): PassportFailure | undefined {
  const data = record(error.data);
  return data?.status === 'fail' ? (data as unknown as PassportFailure) : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function stringField(value: unknown, key: string): string | undefined {
  const field = record(value)?.[key];
  return typeof field === 'string' ? field : undefined;
}
