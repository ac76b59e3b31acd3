import fetchMock, { type FetchMock } from 'fetch-mock';
import type { HttpPort } from '../../ports';
import { AxiosHttpAdapter, type AxiosLike } from '../browser/axios-http.adapter';
import { FetchHttpAdapter, type FetchHttpAdapterOptions } from '../browser/fetch-http.adapter';

/** How {@link createFakeHttp} builds its port. */
export interface FakeHttpOptions extends Omit<FetchHttpAdapterOptions, 'fetch'> {
  /**
   * axios (`import axios from 'axios'`), to test over the opt-in {@link AxiosHttpAdapter}; without
   * it, the {@link FetchHttpAdapter} (the browser default). campaign-kit never imports axios itself:
   * a project that tests with it installs it (`npm install -D axios`).
   */
  readonly axios?: AxiosLike;
}

/** An HTTP port for tests and the fetch-mock instance behind it. */
export interface FakeHttp {
  /** The real adapter (fetch by default), sending through `fetchMock`. */
  readonly http: HttpPort;
  /** Routes answers (`fetchMock.route(...)`) and records calls (`fetchMock.callHistory`). */
  readonly fetchMock: FetchMock;
}

/**
 * Builds the test HttpPort: the real {@link FetchHttpAdapter} (or, given `axios`, the
 * {@link AxiosHttpAdapter} over it) over a fresh fetch-mock instance, so tests exercise the wire (method,
 * URL, query, body, headers) without touching globals.
 *
 * @remarks A call no route matches fails with `NETWORK`, as an unreachable server would.
 * @param options - timeout (ms, default `5000`), base URL and, for the axios transport, `axios`.
 * @example
 * const { http, fetchMock } = createFakeHttp({ baseUrl: 'https://api.example.com' });
 * fetchMock.route('path:/act/1/passport/login_check', { code: 0, data: { has_login: false } });
 */
export function createFakeHttp({ axios, ...options }: FakeHttpOptions = {}): FakeHttp {
  const instance = fetchMock.createInstance();
  const fetch = instance.fetchHandler.bind(instance);
  const http = axios === undefined ? new FetchHttpAdapter({ ...options, fetch }) : new AxiosHttpAdapter(axios, { ...options, fetch });
  return { http, fetchMock: instance };
}
