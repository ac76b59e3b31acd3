import fetchMock, { type FetchMock } from 'fetch-mock';
import type { HttpPort } from '../../ports';
import { AxiosHttpAdapter } from '../browser/axios-http.adapter';
import { FetchHttpAdapter, type FetchHttpAdapterOptions } from '../browser/fetch-http.adapter';

/** How {@link createFakeHttp} builds its port. */
export interface FakeHttpOptions extends Omit<FetchHttpAdapterOptions, 'fetch'> {
  /**
   * The real adapter under the fake: the {@link FetchHttpAdapter} (the browser default) or the
   * opt-in {@link AxiosHttpAdapter}. Defaults to `'fetch'`.
   */
  readonly transport?: 'fetch' | 'axios';
}

/** An HTTP port for tests and the fetch-mock instance behind it. */
export interface FakeHttp {
  /** The real adapter (fetch by default), sending through `fetchMock`. */
  readonly http: HttpPort;
  /** Routes answers (`fetchMock.route(...)`) and records calls (`fetchMock.callHistory`). */
  readonly fetchMock: FetchMock;
}

/**
 * Builds the test HttpPort: the real {@link FetchHttpAdapter} (or, with `transport: 'axios'`, the
 * {@link AxiosHttpAdapter}) over a fresh fetch-mock instance, so tests exercise the wire (method,
 * URL, query, body, headers) without touching globals.
 *
 * @remarks A call no route matches fails with `NETWORK`, as an unreachable server would.
 * @param options - timeout (ms, default `5000`), base URL and transport (default `'fetch'`).
 * @example
 * const { http, fetchMock } = createFakeHttp({ baseUrl: 'https://api.example.com' });
 * fetchMock.route('path:/act/1/passport/login_check', { code: 0, data: { has_login: false } });
 */
export function createFakeHttp({ transport = 'fetch', ...options }: FakeHttpOptions = {}): FakeHttp {
  const instance = fetchMock.createInstance();
  const fetch = instance.fetchHandler.bind(instance);
  const http = transport === 'axios' ? new AxiosHttpAdapter({ ...options, fetch }) : new FetchHttpAdapter({ ...options, fetch });
  return { http, fetchMock: instance };
}
