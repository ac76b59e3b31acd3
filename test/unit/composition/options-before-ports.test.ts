// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCampaignKit } from '../../../composition/create-campaign-kit';
import { account } from '../../../composition/features/index';
import * as browserPlatform from '../../../composition/platform/browser-platform';
import type { HttpPort } from '../../../ports/http.port';

vi.mock('../../../composition/platform/browser-platform', async (original) => {
  const actual = await original<typeof browserPlatform>();
  return { ...actual, browserPorts: vi.fn(actual.browserPorts) };
});

const options = { aid: 1128, appId: 'test-app', activityId: 'test-activity', apiOrigin: 'https://api.test', features: [account()] };
const invalid = (message: string | RegExp) => expect.objectContaining({ name: 'CampaignKitError', code: 'INVALID_ARGUMENT', message: typeof message === 'string' ? message : expect.stringMatching(message) });

afterEach(() => vi.mocked(browserPlatform.browserPorts).mockClear());

describe('createCampaignKit validates every option before it builds any port', () => {
  it('builds no port when an option fails, whichever option it is', () => {
    const failing = [
      { aid: 'x' as unknown as number },
      { transport: {} as HttpPort },
      { timeoutMs: -1 },
      { timeoutMs: Number.NaN },
      { nonce: 42 as unknown as string },
      { nonce: '' },
      { scripts: { weixin: { url: 'http://res.wx.qq.com/open/js/jweixin-1.6.0.js' } } },
    ];
    for (const bad of failing) {
      expect(() => createCampaignKit({ ...options, ...bad })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    }
    expect(browserPlatform.browserPorts).not.toHaveBeenCalled();
  });

  it('names the fix for a transport, a timeout or a nonce it refuses', () => {
    expect(() => createCampaignKit({ ...options, transport: { send: () => {} } as unknown as HttpPort })).toThrow(invalid(/^transport must be an HTTP transport with a request method/));
    expect(() => createCampaignKit({ ...options, timeoutMs: -1 })).toThrow(invalid('timeoutMs must be 0 (no limit) or a positive number of ms, got -1'));
    expect(() => createCampaignKit({ ...options, nonce: 42 as unknown as string })).toThrow(invalid(/^nonce must be the page's CSP nonce/));
  });

  it('builds the ports from the validated settings', () => {
    const transport: HttpPort = { request: () => Promise.reject(new Error('not in this test')) };
    const kit = createCampaignKit({ ...options, transport, timeoutMs: 0, nonce: 'n0nce' });
    try {
      expect(browserPlatform.browserPorts).toHaveBeenCalledTimes(1);
      expect(vi.mocked(browserPlatform.browserPorts).mock.calls[0]![0]).toMatchObject({ transport, timeoutMs: 0, nonce: 'n0nce' });
      expect(kit.settings).toMatchObject({ timeoutMs: 0, nonce: 'n0nce' });
    } finally {
      kit.destroy();
    }
  });
});
