import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { AxiosHttpAdapter } from '../../adapters/browser';
import { createFakeHttp } from '../../adapters/fake';
import { isCampaignKitError } from '../../ports';
import { httpContract } from './http.contract';

httpContract('AxiosHttpAdapter with fetch-mock injected as its fetch', ({ baseUrl, timeoutMs }) => {
  const instance = fetchMock.createInstance();
  return { http: new AxiosHttpAdapter({ baseUrl, timeoutMs, fetch: instance.fetchHandler.bind(instance) }), fetchMock: instance };
});
httpContract('createFakeHttp', (options) => createFakeHttp(options));

describe('AxiosHttpAdapter', () => {
  it('translates an AbortError from fetch into TIMEOUT', async () => {
    const fetch = (): Promise<Response> => Promise.reject(new DOMException('aborted', 'AbortError'));
    const error: unknown = await new AxiosHttpAdapter({ fetch }).request({ method: 'GET', url: 'https://api.example.com/x' }).catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'TIMEOUT')).toBe(true);
  });

  it('uses the page’s fetch when none is given, looked up at request time', async () => {
    const instance = fetchMock.createInstance().route('https://api.example.com/x', { ok: 1 });
    const original = globalThis.fetch;
    const http = new AxiosHttpAdapter();
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
});
