import axios from 'axios';
import fetchMock from 'fetch-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosHttpAdapter, FetchHttpAdapter } from '../../adapters/browser';
import { createFakeHttp } from '../../adapters/fake';
import { isCampaignKitError } from '../../ports';
import { httpContract } from './http.contract';

httpContract('FetchHttpAdapter with fetch-mock injected as its fetch', ({ baseUrl, timeoutMs }) => {
  const instance = fetchMock.createInstance();
  return { http: new FetchHttpAdapter({ baseUrl, timeoutMs, fetch: instance.fetchHandler.bind(instance) }), fetchMock: instance };
});
httpContract('AxiosHttpAdapter with fetch-mock injected as its fetch', ({ baseUrl, timeoutMs }) => {
  const instance = fetchMock.createInstance();
  return { http: new AxiosHttpAdapter(axios, { baseUrl, timeoutMs, fetch: instance.fetchHandler.bind(instance) }), fetchMock: instance };
});
httpContract('createFakeHttp (fetch)', (options) => createFakeHttp(options));

const URL_X = 'https://api.example.com/x';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  );
}

/** A body stream the test finishes by hand: no timer of its own. */
function manualBody(): { response: Response; finish: (text: string) => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } }),
    finish: (text) => {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  };
}

/** Lets the adapter's awaits run: fetch resolved, the body read started. */
async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('FetchHttpAdapter', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('translates an AbortError from fetch into TIMEOUT, keeping it as the cause', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const fetch = (): Promise<Response> => Promise.reject(abort);
    const error = await failure(new FetchHttpAdapter({ fetch }).request({ method: 'GET', url: URL_X }));
    expect(isCampaignKitError(error, 'TIMEOUT')).toBe(true);
    expect((error as Error).cause).toBe(abort);
  });

  it('keeps the platform error as the cause of NETWORK', async () => {
    const lost = new TypeError('Failed to fetch');
    const fetch = (): Promise<Response> => Promise.reject(lost);
    const error = await failure(new FetchHttpAdapter({ fetch }).request({ method: 'GET', url: URL_X }));
    expect(isCampaignKitError(error, 'NETWORK')).toBe(true);
    expect((error as Error).cause).toBe(lost);
  });

  it('uses the page’s fetch when none is given, looked up at request time', async () => {
    const instance = fetchMock.createInstance().route(URL_X, { ok: 1 });
    const http = new FetchHttpAdapter();
    vi.stubGlobal('fetch', instance.fetchHandler.bind(instance));
    expect((await http.request({ method: 'GET', url: URL_X })).data).toEqual({ ok: 1 });
    expect(instance.callHistory.called(URL_X)).toBe(true);
  });

  it('calls fetch unbound, as a browser’s fetch requires (no Illegal invocation)', async () => {
    const receivers: unknown[] = [];
    function fetch(this: unknown): Promise<Response> {
      receivers.push(this);
      return Promise.resolve(new Response('{}'));
    }
    await new FetchHttpAdapter({ fetch }).request({ method: 'GET', url: URL_X });
    expect(receivers).toEqual([undefined]);
  });

  it('leaves a relative URL relative when it has no base URL (the browser resolves it against the page)', async () => {
    const urls: unknown[] = [];
    const fetch = (url: unknown): Promise<Response> => {
      urls.push(url);
      return Promise.resolve(new Response('{}'));
    };
    await new FetchHttpAdapter({ fetch }).request({ method: 'GET', url: '/act/1/x', query: { a: 1 } });
    expect(urls).toEqual(['/act/1/x?a=1']);
  });

  it('leaves no timer behind after an answer, or after a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const instance = fetchMock.createInstance().route(URL_X, { ok: 1 }).route('https://api.example.com/down', { throws: new TypeError('Failed to fetch') });
    const http = new FetchHttpAdapter({ fetch: instance.fetchHandler.bind(instance) });
    await http.request({ method: 'GET', url: URL_X });
    expect(vi.getTimerCount()).toBe(0);
    await failure(http.request({ method: 'GET', url: 'https://api.example.com/down' }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps its timer while the body is read, and clears it once the body is in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { response, finish } = manualBody();
    const pending = new FetchHttpAdapter({ fetch: () => Promise.resolve(response) }).request({ method: 'GET', url: URL_X });
    await flush();
    expect(vi.getTimerCount()).toBe(1);
    finish('{"ok":true}');
    expect((await pending).data).toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times out a body read even when the fetch does not abort the body, and aborts the request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { response } = manualBody();
    const signals: (AbortSignal | null | undefined)[] = [];
    const fetch = (_url: unknown, init?: RequestInit): Promise<Response> => {
      signals.push(init?.signal);
      return Promise.resolve(response);
    };
    const pending = failure(new FetchHttpAdapter({ fetch, timeoutMs: 1000 }).request({ method: 'GET', url: URL_X }));
    await flush();
    vi.advanceTimersByTime(999);
    await flush();
    expect(signals[0]?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    const error = await pending;
    expect(isCampaignKitError(error, 'TIMEOUT')).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('imports and builds with no fetch on the page; a request then fails with NETWORK', async () => {
    vi.stubGlobal('fetch', undefined);
    vi.resetModules();
    const { FetchHttpAdapter: Fresh } = await import('../../adapters/browser/fetch-http.adapter');
    const http = new Fresh();
    const error = await failure(http.request({ method: 'GET', url: URL_X }));
    expect(isCampaignKitError(error, 'NETWORK')).toBe(true);
  });
});

describe('AxiosHttpAdapter', () => {
  it('without axios passed in, fails INVALID_ARGUMENT naming the fix (npm install axios)', () => {
    const message = "AxiosHttpAdapter needs axios: npm install axios, then new AxiosHttpAdapter(axios) with import axios from 'axios'";
    // As a page calls it from JavaScript: no axios (an import of a package not installed, left
    // undefined by a CDN build), or the options where axios goes (the 0.1 signature).
    const Adapter = AxiosHttpAdapter as unknown as new (...args: unknown[]) => AxiosHttpAdapter;
    for (const missing of [[], [undefined], [null], [{ timeoutMs: 8000 }]]) {
      expect(() => new Adapter(...missing), JSON.stringify(missing)).toThrow(expect.objectContaining({ name: 'CampaignKitError', code: 'INVALID_ARGUMENT', message }));
    }
  });

  it('translates an AbortError from fetch into TIMEOUT', async () => {
    const fetch = (): Promise<Response> => Promise.reject(new DOMException('aborted', 'AbortError'));
    const error: unknown = await new AxiosHttpAdapter(axios, { fetch }).request({ method: 'GET', url: 'https://api.example.com/x' }).catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'TIMEOUT')).toBe(true);
  });

  it('uses the page’s fetch when none is given, looked up at request time', async () => {
    const instance = fetchMock.createInstance().route('https://api.example.com/x', { ok: 1 });
    const original = globalThis.fetch;
    const http = new AxiosHttpAdapter(axios);
    globalThis.fetch = instance.fetchHandler.bind(instance);
    try {
      expect((await http.request({ method: 'GET', url: 'https://api.example.com/x' })).data).toEqual({ ok: 1 });
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('createFakeHttp', () => {
  it('fails an unrouted call with NETWORK, as an unreachable server would', async () => {
    const { http } = createFakeHttp();
    const error: unknown = await http.request({ method: 'GET', url: 'https://api.example.com/none' }).catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'NETWORK')).toBe(true);
  });

  it('gives each call its own fetch-mock instance, leaving the global fetch alone', () => {
    const original = globalThis.fetch;
    const first = createFakeHttp();
    const second = createFakeHttp();
    expect(first.fetchMock).not.toBe(second.fetchMock);
    expect(globalThis.fetch).toBe(original);
  });

  it('sends with the FetchHttpAdapter by default, and with the AxiosHttpAdapter when asked', async () => {
    expect(createFakeHttp().http).toBeInstanceOf(FetchHttpAdapter);
    const { http, fetchMock: axiosMock } = createFakeHttp({ axios, baseUrl: 'https://api.example.com' });
    expect(http).toBeInstanceOf(AxiosHttpAdapter);
    axiosMock.route(URL_X, { ok: 1 });
    expect((await http.request({ method: 'GET', url: '/x' })).data).toEqual({ ok: 1 });
  });
});
