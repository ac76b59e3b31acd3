import axios, { isAxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { CampaignKitError, DEFAULT_TIMEOUT_MS, type HttpPort, type HttpRequest, type HttpResponse } from '../../ports';
import * as MESSAGES from '../../ports/messages';
import { formBody } from './form-body';

/** How an {@link AxiosHttpAdapter} is built. */
export interface AxiosHttpAdapterOptions {
  /** Milliseconds a request may take when it names no `timeoutMs`. Defaults to `5000` ms. */
  readonly timeoutMs?: number;
  /** The origin (and path prefix) relative request URLs resolve against. */
  readonly baseUrl?: string;
  /** The fetch to send with. Defaults to the page's `fetch`, looked up when a request is sent. */
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * The {@link HttpPort} over axios and the Fetch API.
 *
 * @remarks Every status resolves: the caller decides what a status means. Axios' own
 * `User-Agent: axios/x` header is suppressed, so browsers keep their own user agent and
 * cross-origin calls need no extra CORS preflight. A GET sends no body. The `FetchHttpAdapter`
 * behaves the same without axios; this one stays as an opt-in transport.
 * @throws CampaignKitError `TIMEOUT` ('Request Timeout') past the timeout; `NETWORK`
 *   ('网络请求失败，请重试', errorCode -1, the platform error as `cause`) for any other failure.
 */
export class AxiosHttpAdapter implements HttpPort {
  readonly #axios: AxiosInstance;

  /** @param options - timeout (ms), base URL and fetch; see {@link AxiosHttpAdapterOptions}. */
  constructor({ timeoutMs = DEFAULT_TIMEOUT_MS, baseUrl, fetch }: AxiosHttpAdapterOptions = {}) {
    this.#axios = axios.create({
      adapter: 'fetch',
      baseURL: baseUrl,
      timeout: timeoutMs,
      validateStatus: () => true,
      headers: { 'User-Agent': false },
      ...(fetch === undefined ? {} : { env: { fetch } }),
    });
  }

  /**
   * Sends one request.
   *
   * @returns the status, lower-cased headers and body (parsed JSON where it was JSON, else text).
   * @throws CampaignKitError `TIMEOUT` or `NETWORK`, as the class says.
   */
  async request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    try {
      const response = await this.#axios.request<T>({
        method: request.method,
        url: request.url,
        // axios leaves undefined query values out of the URL.
        params: request.query,
        data: requestBody(request),
        headers: request.headers,
        timeout: request.timeoutMs,
        // Only `true` is passed on: axios turns `false` into fetch's 'omit', which would drop
        // same-origin cookies too; left unset, fetch uses 'same-origin'.
        ...(request.withCredentials ? { withCredentials: true } : {}),
      });
      return { status: response.status, headers: lowerCaseHeaders(response.headers), data: response.data };
    } catch (error) {
      throw translateFailure(error);
    }
  }
}

/** No body for a GET (fetch would refuse one); form fields or the object (axios sends it as JSON). */
function requestBody(request: HttpRequest): URLSearchParams | Readonly<Record<string, unknown>> | undefined {
  if (request.body === undefined || request.method === 'GET') return undefined;
  return request.encoding === 'form' ? formBody(request.body) : request.body;
}

function lowerCaseHeaders(headers: AxiosResponse['headers']): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value == null || value === false) continue;
    plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return plain;
}

function translateFailure(error: unknown): CampaignKitError {
  if (isTimeout(error)) return new CampaignKitError('TIMEOUT', MESSAGES.timeout, { cause: error });
  return new CampaignKitError('NETWORK', MESSAGES.network, { errorCode: -1, cause: error });
}

function isTimeout(error: unknown): boolean {
  if (isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')) return true;
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
