import { CampaignKitError, DEFAULT_TIMEOUT_MS, type HttpPort, type HttpQuery, type HttpRequest, type HttpResponse, withQuery } from '../../ports';
import * as MESSAGES from '../../ports/messages';
import { formBody } from './form-body';

/** How a {@link FetchHttpAdapter} is built. */
export interface FetchHttpAdapterOptions {
  /**
   * Milliseconds a request may take, reading its body included, when it names no `timeoutMs`;
   * `0` means no limit (as with axios). Defaults to `5000` ms.
   */
  readonly timeoutMs?: number;
  /**
   * The origin (and path prefix) relative request URLs are appended to, as axios' `baseURL` is
   * (`https://a.example/v1` + `/x` is `https://a.example/v1/x`). Without it a relative URL is left
   * as it is, for the browser to resolve against the page.
   */
  readonly baseUrl?: string;
  /** The fetch to send with. Defaults to the page's `fetch`, looked up when a request is sent. */
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * The {@link HttpPort} over the Fetch API alone: the browser default, without axios' weight.
 * Its observable behaviour is the `AxiosHttpAdapter`'s, so either can be swapped in.
 *
 * @remarks Every status resolves: the caller decides what a status means. A body that parses as
 * JSON is returned parsed whatever its content-type, any other body (malformed JSON included) as
 * its text, an empty one as `''`. No header is added but the body's `content-type`; cookies
 * go cross-origin only with `withCredentials` (fetch's own `'same-origin'` otherwise). A GET sends
 * no body. The timeout covers reading the body too, even with a fetch that does not abort a body
 * being read.
 * @throws CampaignKitError `TIMEOUT` ('Request Timeout') past the timeout, or when fetch rejects
 *   with an `AbortError`; `NETWORK` ('网络请求失败，请重试', errorCode -1, the platform error as
 *   `cause`) for any other failure, a body that breaks off included.
 */
export class FetchHttpAdapter implements HttpPort {
  readonly #timeoutMs: number;
  readonly #baseUrl: string | undefined;
  readonly #fetch: typeof globalThis.fetch | undefined;

  /** @param options - timeout (ms), base URL and fetch; see {@link FetchHttpAdapterOptions}. */
  constructor({ timeoutMs = DEFAULT_TIMEOUT_MS, baseUrl, fetch }: FetchHttpAdapterOptions = {}) {
    this.#timeoutMs = timeoutMs;
    this.#baseUrl = baseUrl;
    this.#fetch = fetch;
  }

  /**
   * Sends one request.
   *
   * @returns the status, lower-cased headers and body (parsed JSON where it was JSON, else text).
   * @throws CampaignKitError `TIMEOUT` or `NETWORK`, as the class says.
   */
  async request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    const timeoutMs = request.timeoutMs ?? this.#timeoutMs;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One deadline for the answer and its body. It rejects by itself, so a fetch that ignores the
    // abort once the headers are in (fetch-mock, some polyfills) cannot outlast it.
    const deadline = new Promise<never>((_, reject) => {
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          reject(new CampaignKitError('TIMEOUT', MESSAGES.timeout));
          controller.abort();
        }, timeoutMs);
      }
    });
    try {
      return await Promise.race([this.#send<T>(request, controller.signal), deadline]);
    } catch (error) {
      throw translateFailure(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async #send<T>(request: HttpRequest, signal: AbortSignal): Promise<HttpResponse<T>> {
    // Called unbound: a browser's fetch throws 'Illegal invocation' when called on another object.
    const fetch = this.#fetch ?? globalThis.fetch;
    const headers = new Headers(request.headers);
    let body: string | URLSearchParams | undefined;
    if (request.body !== undefined && request.method !== 'GET') {
      const form = request.encoding === 'form';
      body = form ? formBody(request.body) : JSON.stringify(request.body);
      // Set here, not left to fetch, so any fetch (and fetch-mock's call history) sees axios' header.
      if (!headers.has('content-type')) headers.set('content-type', form ? FORM_CONTENT_TYPE : 'application/json');
    }
    const response = await fetch(requestUrl(request.url, this.#baseUrl, request.query), {
      method: request.method,
      headers,
      body,
      signal,
      ...(request.withCredentials ? { credentials: 'include' as const } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: lowerCaseHeaders(response.headers), data: parseBody(text) as T };
  }
}

/** The content-type axios sends with form fields. */
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=utf-8';

/** `scheme://...` or `//...`: the URLs a base URL is not put before (axios' rule). */
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** The URL as axios builds it: base URL joined on, fragment dropped, query appended. */
function requestUrl(url: string, baseUrl: string | undefined, query: HttpQuery | undefined): string {
  return withQuery(baseUrl && !ABSOLUTE_URL.test(url) ? joinUrl(baseUrl, url) : url, query);
}

function joinUrl(baseUrl: string, path: string): string {
  return path === '' ? baseUrl : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function lowerCaseHeaders(headers: Headers): Record<string, string> {
  const plain = new Map<string, string>();
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    plain.set(key, plain.has(key) ? `${plain.get(key)}, ${value}` : value);
  }
  return Object.fromEntries(plain);
}

/** As axios: JSON when the text parses as JSON, whatever the content-type; else the text ('' when empty). */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function translateFailure(error: unknown): CampaignKitError {
  if (error instanceof CampaignKitError) return error;
  // fetch rejects with an AbortError when its signal aborts.
  if ((error as { name?: unknown } | null | undefined)?.name === 'AbortError') return new CampaignKitError('TIMEOUT', MESSAGES.timeout, { cause: error });
  return new CampaignKitError('NETWORK', MESSAGES.network, { errorCode: -1, cause: error });
}
