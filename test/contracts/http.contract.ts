import type { FetchMock } from 'fetch-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { isCampaignKitError, type HttpPort } from '../../ports';

/** An HTTP port under test and the fetch-mock instance its requests reach. */
export interface HttpHarness {
  readonly http: HttpPort;
  readonly fetchMock: FetchMock;
}

/** How the harness builds its port. */
export interface HttpHarnessOptions {
  readonly baseUrl: string;
  /** The port's default timeout, ms. */
  readonly timeoutMs: number;
}

const API = 'https://api.example.com';
const TIMEOUT_MS = 60;

async function lastRequest(fetchMock: FetchMock): Promise<{ method: string; url: URL; headers: Headers; body: string; credentials: RequestCredentials }> {
  const call = fetchMock.callHistory.lastCall();
  if (call === undefined) throw new Error('no request reached fetch-mock');
  // Axios hands fetch a Request; the fetch adapter a URL and options: rebuild the Request a real
  // fetch makes of those, with its defaults (credentials 'same-origin', the form content-type).
  const request = call.request ?? new Request(...(call.args as [string, RequestInit | undefined]));
  return { method: request.method, url: new URL(call.url), headers: request.headers, body: await request.clone().text(), credentials: request.credentials };
}

const encoder = new TextEncoder();

/**
 * An answer whose headers come at once and whose JSON body `ms` later. Like a real fetch (browsers,
 * undici), an abort of the request's signal errors the body being read.
 */
function bodyAfter(ms: number, signal: AbortSignal | undefined): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const timer = setTimeout(() => {
        controller.enqueue(encoder.encode('{"ok":true}'));
        controller.close();
      }, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        controller.error(signal.reason);
      }, { once: true });
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
}

/** An answer whose body breaks off after its first bytes, as when the connection drops. */
function brokenBody(): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"code":'));
    },
    pull(controller) {
      controller.error(new TypeError('terminated'));
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  );
}

/**
 * The HttpPort contract, checked at the wire through fetch-mock: method, URL (base URL, query),
 * JSON and form bodies, headers, credentials, response headers, status and body (JSON, text,
 * empty, malformed), and the NETWORK and TIMEOUT errors (before the answer and while its body is
 * read). Every transport must pass it, so any one can be swapped in.
 * @param name - what the suite runs against, for the report.
 * @param create - a fresh port and fetch-mock instance per test.
 */
export function httpContract(name: string, create: (options: HttpHarnessOptions) => HttpHarness): void {
  describe(`HttpPort contract: ${name}`, () => {
    let http: HttpPort;
    let fetchMock: FetchMock;
    beforeEach(() => {
      ({ http, fetchMock } = create({ baseUrl: API, timeoutMs: TIMEOUT_MS }));
    });

    it('sends the method, path and query (leaving undefined values out) and parses a JSON answer', async () => {
      fetchMock.route(`begin:${API}/act/1/passport/login_check`, { code: 0, data: { has_login: false } });
      const response = await http.request({
        method: 'GET',
        url: '/act/1/passport/login_check',
        query: { activity_id: 'a 1', aid: 1128, mix_mode: true, captcha: undefined },
      });
      const sent = await lastRequest(fetchMock);
      expect(sent.method).toBe('GET');
      expect(sent.url.origin + sent.url.pathname).toBe(`${API}/act/1/passport/login_check`);
      expect(Object.fromEntries(sent.url.searchParams)).toEqual({ activity_id: 'a 1', aid: '1128', mix_mode: 'true' });
      expect(response).toMatchObject({ status: 200, data: { code: 0, data: { has_login: false } } });
    });

    it('sends an absolute URL as it is', async () => {
      fetchMock.route('https://sso.example.com/logout/', 204);
      const response = await http.request({ method: 'GET', url: 'https://sso.example.com/logout/' });
      expect(response.status).toBe(204);
      expect((await lastRequest(fetchMock)).url.href).toBe('https://sso.example.com/logout/');
    });

    it('joins a relative URL onto the base URL, its path included, as axios does', async () => {
      fetchMock.route('*', {});
      await http.request({ method: 'GET', url: '/x' });
      expect((await lastRequest(fetchMock)).url.href).toBe(`${API}/x`);
      const prefixed = create({ baseUrl: `${API}/v1/`, timeoutMs: TIMEOUT_MS });
      prefixed.fetchMock.route('*', {});
      await prefixed.http.request({ method: 'GET', url: '/x' });
      expect((await lastRequest(prefixed.fetchMock)).url.href).toBe(`${API}/v1/x`);
      await prefixed.http.request({ method: 'GET', url: 'y' });
      expect((await lastRequest(prefixed.fetchMock)).url.href).toBe(`${API}/v1/y`);
    });

    it('appends the query to a URL that has one, dropping its fragment, and encodes every character', async () => {
      fetchMock.route('*', {});
      const awkward = 'a:b,c$ d/é?&=#%+';
      await http.request({ method: 'GET', url: '/x?y=1#top', query: { q: awkward, n: 0, f: false } });
      const sent = await lastRequest(fetchMock);
      expect(sent.url.pathname).toBe('/x');
      expect(sent.url.hash).toBe('');
      expect([...sent.url.searchParams]).toEqual([['y', '1'], ['q', awkward], ['n', '0'], ['f', 'false']]);
    });

    it('sends no body with a GET', async () => {
      fetchMock.route('*', { ok: true });
      const response = await http.request({ method: 'GET', url: '/x', body: { a: 1 } });
      const sent = await lastRequest(fetchMock);
      expect(response.data).toEqual({ ok: true });
      expect(sent.body).toBe('');
      expect(sent.headers.get('content-type')).toBeNull();
    });

    it('sends a JSON body as JSON', async () => {
      fetchMock.route(`${API}/act/1/process/exec/v2`, { code: 0 });
      const body = { activity_id: 'a1', extra_args: { share_code: 'S1' }, did: 0 };
      await http.request({ method: 'POST', url: '/act/1/process/exec/v2', body });
      const sent = await lastRequest(fetchMock);
      expect(sent.method).toBe('POST');
      expect(sent.headers.get('content-type')).toMatch(/^application\/json/);
      expect(fetchMock.callHistory.lastCall()?.options.headers).toMatchObject({ 'content-type': expect.stringMatching(/^application\/json/) });
      expect(JSON.parse(sent.body)).toEqual(body);
    });

    it('keeps the caller’s content-type over the JSON default', async () => {
      fetchMock.route('*', {});
      await http.request({ method: 'POST', url: '/x', body: { a: 1 }, headers: { 'Content-Type': 'application/vnd.campaign+json' } });
      const sent = await lastRequest(fetchMock);
      expect(sent.headers.get('content-type')).toBe('application/vnd.campaign+json');
      expect(JSON.parse(sent.body)).toEqual({ a: 1 });
    });

    it('form-encodes a form body, sending nested objects and arrays as JSON text (SPEC §7)', async () => {
      fetchMock.route(`${API}/web/account/login`, { users: [] });
      await http.request({
        method: 'POST',
        url: '/web/account/login',
        encoding: 'form',
        body: { aid: 1128, channel_id: 'bsdkintl', is_create: true, extras: { a: [1, 'x'] }, ids: [1, 2], none: null, skipped: undefined },
      });
      const sent = await lastRequest(fetchMock);
      expect(sent.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
      // Set by the adapter itself, not left to fetch: what fetch-mock records (and tests read) has it.
      expect(fetchMock.callHistory.lastCall()?.options.headers).toMatchObject({ 'content-type': expect.stringMatching(/^application\/x-www-form-urlencoded/) });
      expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
        aid: '1128',
        channel_id: 'bsdkintl',
        is_create: 'true',
        extras: '{"a":[1,"x"]}',
        ids: '[1,2]',
        none: 'null',
      });
    });

    it('sends the request headers and no user agent of its own', async () => {
      fetchMock.route(`${API}/passport/web/user/info/`, {});
      await http.request({ method: 'GET', url: '/passport/web/user/info/', headers: { 'x-secsdk-csrf-token': 'csrf-1', 'X-Custom': 'Yes' } });
      const sent = await lastRequest(fetchMock);
      expect(sent.headers.get('x-secsdk-csrf-token')).toBe('csrf-1');
      expect(sent.headers.get('x-custom')).toBe('Yes');
      expect(sent.headers.get('user-agent')).toBeNull();
    });

    it('sends cookies cross-origin only when asked (withCredentials)', async () => {
      fetchMock.route('*', {});
      await http.request({ method: 'GET', url: '/a' });
      expect((await lastRequest(fetchMock)).credentials).toBe('same-origin');
      await http.request({ method: 'GET', url: '/b', withCredentials: false });
      expect((await lastRequest(fetchMock)).credentials).toBe('same-origin');
      await http.request({ method: 'GET', url: '/c', withCredentials: true });
      expect((await lastRequest(fetchMock)).credentials).toBe('include');
    });

    it('lower-cases response header names (x-tt-logid)', async () => {
      fetchMock.route(`${API}/x`, { status: 200, body: { code: 0 }, headers: { 'X-TT-LOGID': '20260101abc', 'Content-Type': 'application/json' } });
      const response = await http.request({ method: 'GET', url: '/x' });
      expect(response.headers['x-tt-logid']).toBe('20260101abc');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it.each([
      [404, { message: 'not found' }],
      [500, { code: 1, message: 'boom' }],
      [503, 'Service Unavailable'],
      [302, 'moved'],
    ])('resolves a %i answer with its status and body', async (status, body) => {
      fetchMock.route(`${API}/x`, { status, body });
      const response = await http.request({ method: 'GET', url: '/x' });
      expect(response.status).toBe(status);
      expect(response.data).toEqual(body);
    });

    it('returns a body that is not JSON as text', async () => {
      fetchMock.route(`${API}/x`, { status: 200, body: '<html>ok</html>', headers: { 'Content-Type': 'text/html' } });
      expect((await http.request({ method: 'GET', url: '/x' })).data).toBe('<html>ok</html>');
    });

    it('parses a body that is JSON whatever its content-type, as axios does', async () => {
      fetchMock.route(`${API}/object`, { status: 200, body: '{"a":1}', headers: { 'Content-Type': 'text/plain' } });
      fetchMock.route(`${API}/number`, { status: 200, body: ' 42 ', headers: { 'Content-Type': 'text/plain' } });
      expect((await http.request({ method: 'GET', url: '/object' })).data).toEqual({ a: 1 });
      expect((await http.request({ method: 'GET', url: '/number' })).data).toBe(42);
    });

    it('returns malformed JSON (application/json, `{oops`) as its raw text', async () => {
      fetchMock.route(`${API}/x`, { status: 200, body: '{oops', headers: { 'Content-Type': 'application/json' } });
      const response = await http.request({ method: 'GET', url: '/x' });
      expect(response).toMatchObject({ status: 200, data: '{oops' });
    });

    it('resolves a 204 with an empty body as an empty string', async () => {
      fetchMock.route(`${API}/x`, 204);
      const response = await http.request({ method: 'POST', url: '/x', body: { a: 1 } });
      expect(response).toMatchObject({ status: 204, data: '' });
    });

    it('resolves an empty 200 as an empty string, even when it says it is JSON', async () => {
      fetchMock.route(`${API}/x`, { status: 200, body: '', headers: { 'Content-Type': 'application/json' } });
      expect((await http.request({ method: 'GET', url: '/x' })).data).toBe('');
    });

    it('rejects with NETWORK (errorCode -1, 网络请求失败，请重试) when no response arrives', async () => {
      const cause = new TypeError('Failed to fetch');
      fetchMock.route(`${API}/x`, { throws: cause });
      const error = await failure(http.request({ method: 'GET', url: '/x' }));
      expect(isCampaignKitError(error, 'NETWORK')).toBe(true);
      expect(error).toMatchObject({ message: '网络请求失败，请重试', errorCode: -1 });
      expect((error as Error).cause).toBeInstanceOf(Error);
    });

    it('rejects with NETWORK when the body breaks off while it is read', async () => {
      fetchMock.route(`${API}/x`, () => brokenBody());
      const error = await failure(http.request({ method: 'GET', url: '/x' }));
      expect(isCampaignKitError(error, 'NETWORK')).toBe(true);
      expect(error).toMatchObject({ errorCode: -1 });
      expect((error as Error).cause).toBeInstanceOf(Error);
    });

    it('rejects with TIMEOUT (Request Timeout) past the request’s own timeout', async () => {
      fetchMock.route(`${API}/slow`, { status: 200, body: {} }, { delay: 500 });
      const error = await failure(http.request({ method: 'GET', url: '/slow', timeoutMs: 20 }));
      expect(isCampaignKitError(error, 'TIMEOUT')).toBe(true);
      expect((error as Error).message).toBe('Request Timeout');
    });

    it('rejects with TIMEOUT when the headers come in time but the body after the timeout', async () => {
      fetchMock.route(`${API}/slow-body`, ({ signal }) => bodyAfter(500, signal));
      const error = await failure(http.request({ method: 'GET', url: '/slow-body', timeoutMs: 20 }));
      expect(isCampaignKitError(error, 'TIMEOUT')).toBe(true);
      expect((error as Error).message).toBe('Request Timeout');
    });

    it('reads a body that comes within the timeout', async () => {
      fetchMock.route(`${API}/slow-body`, ({ signal }) => bodyAfter(10, signal));
      expect((await http.request({ method: 'GET', url: '/slow-body', timeoutMs: 1000 })).data).toEqual({ ok: true });
    });

    it('sets no limit for a request whose timeout is 0 (axios’ rule)', async () => {
      fetchMock.route(`${API}/slow`, { status: 200, body: { ok: true } }, { delay: TIMEOUT_MS * 2 });
      expect((await http.request({ method: 'GET', url: '/slow', timeoutMs: 0 })).data).toEqual({ ok: true });
    });

    it('applies its default timeout when the request names none', async () => {
      fetchMock.route(`${API}/slow`, { status: 200, body: {} }, { delay: 500 });
      const started = Date.now();
      const error = await failure(http.request({ method: 'GET', url: '/slow' }));
      expect(isCampaignKitError(error, 'TIMEOUT')).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    });

    it('answers within the timeout when the server is merely slow', async () => {
      fetchMock.route(`${API}/slow`, { status: 200, body: { ok: true } }, { delay: 10 });
      expect((await http.request({ method: 'GET', url: '/slow', timeoutMs: 1000 })).data).toEqual({ ok: true });
    });
  });
}
