/** HTTP methods the toolkit uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Query values; `undefined` entries are left out of the URL. */
export type HttpQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** One HTTP request, described without any platform type. */
export interface HttpRequest {
  readonly method: HttpMethod;
  /** Absolute URL, or a path the adapter resolves against the page. */
  readonly url: string;
  readonly query?: HttpQuery;
  /** Sent as JSON (`encoding: 'json'`, the default) or `application/x-www-form-urlencoded` (`'form'`),
   * in which case nested objects are serialised as JSON strings. */
  readonly body?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Milliseconds before the request fails with `TIMEOUT`; `0` for no deadline. Defaults to the adapter's `5000` ms. */
  readonly timeoutMs?: number;
  /** Send cookies cross-origin. Defaults to `false`. */
  readonly withCredentials?: boolean;
  readonly encoding?: 'json' | 'form';
}

/** Any response that arrived, whatever its status. Header names are lower-case. */
export interface HttpResponse<T = unknown> {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly data: T;
}

/**
 * Makes HTTP requests.
 *
 * Resolves with every response that arrives, whatever its status: what a status means is the
 * caller's rule (words it differently per call family).
 * @throws CampaignKitError `TIMEOUT` ('Request Timeout') past `timeoutMs`;
 *   `NETWORK` ('网络请求失败，请重试', errorCode -1) when no response arrived.
 */
export interface HttpPort {
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
}

/**
 * The address a request goes to: `url` with `query` appended as a form encodes it (a space is `+`),
 * `undefined` values left out and the fragment dropped, as axios builds it; `url` unchanged when no
 * value is left. The fetch transport sends this address, and monitoring reports it.
 */
export function withQuery(url: string, query: HttpQuery = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, String(value));
  const serialized = search.toString();
  if (serialized === '') return url;
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}${serialized}`;
}

/** The default request timeout, in ms. */
export const DEFAULT_TIMEOUT_MS = 5000;
