import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { HttpPort, HttpQuery, HttpRequest, HttpResponse } from '../../ports/http.port';
import type { ActivityEnvelope, ApiResult } from './envelopes';

/** The report call's timeout, in ms. */
export const REPORT_TIMEOUT_MS = 60_000;

/** A request of one call family: the method, path and payload, without the host. */
export type CallRequest = Omit<HttpRequest, 'url'> & { readonly path: string; readonly query?: HttpQuery };

/**
 * Calls the publisher's back ends and applies the activity envelope rules (the
 * single-sign-on calls read theirs with the one passport envelope reader, in `SsoApi`).
 *
 * @throws CampaignKitError `HTTP_STATUS` ('network error!') for a status other than 200;
 *   `SERVER` with the server's message (or 'code is not 0!') when the envelope code is not 0;
 *   `TIMEOUT` and `NETWORK` from the HttpPort.
 */
export class ApiClient {
  constructor(
    readonly http: HttpPort,
    readonly origin: string,
  ) {}

  /** Sends a request to this client's origin and returns the raw response (any status). */
  send<T>(request: CallRequest): Promise<HttpResponse<T>> {
    const { path, ...rest } = request;
    return this.http.request<T>({ withCredentials: true, ...rest, url: `${this.origin.replace(/\/+$/, '')}${path}` });
  }

  /** An activity call: `{ code, data, message }`, code 0 is success. */
  async activity<T>(request: CallRequest): Promise<ApiResult<T>> {
    const response = await this.send<ActivityEnvelope<T>>(request);
    const logId = response.headers['x-tt-logid'];
    const envelope = expectOk(response, logId);
    if (envelope.code !== 0) {
      throw new CampaignKitError('SERVER', envelope.message || MESSAGES.codeNotZero, {
        errorCode: envelope.code,
        logId,
        data: envelope.data,
      });
    }
    return { data: envelope.data as T, logId, message: envelope.message };
  }

  /** The raw activity envelope after the HTTP status check, for calls whose non-zero codes are answers. */
  async activityEnvelope<T>(request: CallRequest): Promise<ActivityEnvelope<T> & { logId?: string }> {
    const response = await this.send<ActivityEnvelope<T>>(request);
    const logId = response.headers['x-tt-logid'];
    return { ...expectOk(response, logId), logId };
  }
}

function expectOk<E>(response: HttpResponse<E>, logId: string | undefined): E {
  if (response.status !== 200 || typeof response.data !== 'object' || response.data === null) {
    throw new CampaignKitError('HTTP_STATUS', MESSAGES.httpStatus, { status: response.status, logId });
  }
  return response.data;
}
