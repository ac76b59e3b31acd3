import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchHttpAdapter } from '../../../adapters/browser/fetch-http.adapter';
import { ApiClient } from '../../../domain/http/api-client';
import { ProcessApi } from '../../../domain/reservation/process.api';
import { DEFAULT_TIMEOUT_MS, type HttpRequest } from '../../../ports/http.port';

afterEach(() => {
  vi.useRealTimers();
});

describe('request timeouts (SPEC §9: default request timeout 5000 ms)', () => {
  it('the default is 5000 ms', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(5000);
  });

  it("a request the transport was given no timeout for fails with 'Request Timeout' at 5000 ms, not before", async () => {
    vi.useFakeTimers();
    const http = new FetchHttpAdapter({ fetch: () => new Promise<Response>(() => {}) });
    let outcome: unknown;
    void http.request({ method: 'GET', url: 'https://api.test/slow' }).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(4999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ name: 'CampaignKitError', code: 'TIMEOUT', message: 'Request Timeout' });
  });

  it("process exec asks for 5000 ms whatever the transport's own default (SPEC §7)", async () => {
    const requests: HttpRequest[] = [];
    const http = { request: async (request: HttpRequest) => (requests.push(request), { status: 200, headers: {}, data: { code: 0, data: { process_exec_code: 0 } } as never }) };
    const process = new ProcessApi(new ApiClient(http, 'https://api.test'), 'app-1', { activityId: 'act-1' });
    await expect(process.exec('reserve')).resolves.toMatchObject({ success: true });
    expect(requests).toMatchObject([{ method: 'POST', url: 'https://api.test/act/app-1/process/exec/v2', timeoutMs: 5000 }]);
  });
});
