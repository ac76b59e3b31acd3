import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { HttpResponse } from '../../ports/http.port';
import { readDemand, type ChallengeDemand } from '../passport/decision';
import type { PassportBody } from './envelopes';

/**
 * The one reader of the passport and single-sign-on envelopes, used by `ApiClient`
 * and `PassportClient` alike.
 *
 * How a passport family says success (Affiliate passport): `sso` when error_code is 0
 * (message 'success'), `auth` when status_code is 0, `web` (the default) when message is 'success'.
 */
export type PassportSource = 'sso' | 'auth' | 'web';

/** What a failed passport call carries: found as `CampaignKitError.data`. */
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

/** The message of a passport or affiliate answer whose HTTP status is not 2xx. */
export function statusFailureMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

/**
 * The passport families' status rule: every 2xx is an answer to read.
 * @throws CampaignKitError `HTTP_STATUS` 'Request failed with status code {n}' for any other status.
 */
export function expectPassportStatus(response: HttpResponse): void {
  if (response.status >= 200 && response.status < 300) return;
  throw new CampaignKitError('HTTP_STATUS', statusFailureMessage(response.status), { status: response.status, logId: logIdOf(response) });
}

/** The x-tt-logid response header. */
export function logIdOf(response: HttpResponse): string | undefined {
  return response.headers['x-tt-logid'];
}

/** True when the body says success for its source. */
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
 * Maps a passport answer to its result or the failure: description as the message,
 * `data` a {@link PassportFailure}, `logId` from the header. A success without `data` gives `{}`. Any 2xx is an answer; a body that
 * is not an envelope says no success, so it is a failure with the call's message.
 * @throws CampaignKitError `HTTP_STATUS` ('Request failed with status code {n}') for a status
 *   outside 200-299; `SERVER` for a failure answer.
 */
export function readPassportAnswer<T>(response: HttpResponse, source: PassportSource, failureMessage?: string): PassportResult<T> {
  expectPassportStatus(response);
  const logId = logIdOf(response);
  const answer: PassportBody = typeof response.data === 'object' && response.data !== null ? (response.data as PassportBody) : {};
  if (isPassportSuccess(answer, source)) {
    // A success with no data reads as empty data, so a caller's missing field fails its own check, not a TypeError.
    return { data: (answer.data ?? {}) as T, logId, message: answer.message, redirectUrl: answer.redirect_url ?? stringField(answer.data, 'redirect_url') };
  }
  throw passportFailure(answer, logId, failureMessage);
}

/**
 * The failure of a passport answer; the challenge it demands (captcha 1105, second
 * verification 2046, a decision configuration) is kept for {@link demandOf}.
 */
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
  const error = new CampaignKitError('SERVER', message, { errorCode, logId, data: failure });
  const demand = readDemand(body, errorCode, message);
  if (demand) DEMANDS.set(error, demand);
  return error;
}

/** The challenge a failure demands before the same request may be resent, if any. */
export function demandOf(error: unknown): ChallengeDemand | undefined {
  return error instanceof CampaignKitError ? DEMANDS.get(error) : undefined;
}

/** The demand of each failure, read from the whole body (the decision may sit at its top level). */
const DEMANDS = new WeakMap<CampaignKitError, ChallengeDemand>();

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function stringField(value: unknown, key: string): string | undefined {
  const field = record(value)?.[key];
  return typeof field === 'string' ? field : undefined;
}
