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
 * The part of axios the adapter uses: axios' default export (`import axios from 'axios'`, 1.x).
 * Spelled out here so the kit's declarations name no axios type and a project without axios
 * type-checks.
 */
export interface AxiosLike {
  /** `axios.create(config)`: an instance with the adapter's defaults. */
  create(config: Record<string, unknown>): {
    request(config: Record<string, unknown>): Promise<{ readonly status: number; readonly headers: unknown; readonly data: unknown }>;
  };
}

type AxiosInstanceLike = ReturnType<AxiosLike['create']>;

/** What a page that has no axios to pass is told. */
const NEEDS_AXIOS = 'AxiosHttpAdapter needs axios: npm install axios, then new AxiosHttpAdapter(axios) with import axios from \'axios\'';

/**
 * The {@link HttpPort} over axios and the Fetch API, for a page that wants axios (interceptors,
 * older webviews). axios is an optional peer dependency of campaign-kit: install it
 * (`npm install axios`) and pass it in, `new AxiosHttpAdapter(axios)`; the kit itself never imports
 * it, so a page on the default `FetchHttpAdapter` neither installs nor bundles it.
 *
 * @remarks Every status resolves: the caller decides what a status means. Axios' own
 * `User-Agent: axios/x` header is suppressed, so browsers keep their own user agent and
 * cross-origin calls need no extra CORS preflight. A GET sends no body. The `FetchHttpAdapter`
 * behaves the same without axios; this one stays as an opt-in transport.
 * @example
 * import axios from 'axios';
 * import { AxiosHttpAdapter } from 'campaign-kit/adapters';
 * createCampaignKit({ ..., transport: new AxiosHttpAdapter(axios, { timeoutMs: 8000 }) });
 * @throws CampaignKitError `TIMEOUT` ('Request Timeout') past the timeout; `NETWORK`
 *   ('网络请求失败，请重试', errorCode -1, the platform error as `cause`) for any other failure.
 */
export class AxiosHttpAdapter implements HttpPort {
  readonly #axios: AxiosInstanceLike;

  /**
   * @param axios - axios' default export (`import axios from 'axios'`).
   * @param options - timeout (ms), base URL and fetch; see {@link AxiosHttpAdapterOptions}.
   * @throws CampaignKitError `INVALID_ARGUMENT` ('AxiosHttpAdapter needs axios: npm install axios,
   *   then new AxiosHttpAdapter(axios) ...') when `axios` is not axios (missing, or options in its place).
   */
  constructor(axios: AxiosLike, { timeoutMs = DEFAULT_TIMEOUT_MS, baseUrl, fetch }: AxiosHttpAdapterOptions = {}) {
    if (typeof (axios as Partial<AxiosLike> | null | undefined)?.create !== 'function') throw new CampaignKitError('INVALID_ARGUMENT', NEEDS_AXIOS);
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
      const response = await this.#axios.request({
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
      return { status: response.status, headers: lowerCaseHeaders(response.headers), data: response.data as T };
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

/** axios' response headers (an AxiosHeaders, or a plain object) as lower-cased strings. */
function lowerCaseHeaders(headers: unknown): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries((headers ?? {}) as Record<string, unknown>)) {
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
  if (typeof error !== 'object' || error === null) return false;
  const { isAxiosError, code, name } = error as { isAxiosError?: unknown; code?: unknown; name?: unknown };
  if (isAxiosError === true && (code === 'ECONNABORTED' || code === 'ETIMEDOUT')) return true;
  return name === 'AbortError';
}
