import fetchMock, { type FetchMock } from 'fetch-mock';
import { AxiosHttpAdapter, type AxiosHttpAdapterOptions } from '../browser/axios-http.adapter';

/** An HTTP port for tests and the fetch-mock instance behind it. */
export interface FakeHttp {
  /** The real axios adapter, sending through `fetchMock`. */
  readonly http: AxiosHttpAdapter;
  /** Routes answers (`fetchMock.route(...)`) and records calls (`fetchMock.callHistory`). */
  readonly fetchMock: FetchMock;
}

/**
 * Builds the test HttpPort: the real {@link AxiosHttpAdapter} over a fresh fetch-mock instance,
 * so tests exercise the wire (method, URL, query, body, headers) without touching globals.
 *
 * @remarks A call no route matches fails with `NETWORK`, as an unreachable server would.
 * @param options - timeout (ms, default `5000`) and base URL of the adapter.
 * @example
 * const { http, fetchMock } = createFakeHttp({ baseUrl: 'https://api.example.com' });
 * fetchMock.route('path:/act/1/passport/login_check', { code: 0, data: { has_login: false } });
 */
export function createFakeHttp(options: Omit<AxiosHttpAdapterOptions, 'fetch'> = {}): FakeHttp {
  const instance = fetchMock.createInstance();
  return { http: new AxiosHttpAdapter({ ...options, fetch: instance.fetchHandler.bind(instance) }), fetchMock: instance };
}
