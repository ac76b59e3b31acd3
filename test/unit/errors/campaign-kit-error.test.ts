import { describe, expect, it, vi } from 'vitest';
import { CampaignKitError, isCampaignKitError } from '../../../ports/errors';

describe('CampaignKitError', () => {
  it('carries the code, the message and the server details', () => {
    const cause = new Error('socket hang up');
    const error = new CampaignKitError('NETWORK', '网络请求失败，请重试', { errorCode: -1, logId: 'L1', status: 0, data: { a: 1 }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'CampaignKitError', code: 'NETWORK', message: '网络请求失败，请重试', errorCode: -1, logId: 'L1', data: { a: 1 } });
    expect(error.cause).toBe(cause);
  });

  it('is recognised across copies of the class (separately bundled entries)', async () => {
    vi.resetModules();
    const copy = await import('../../../ports/errors');
    expect(copy.CampaignKitError).not.toBe(CampaignKitError);
    const foreign = new copy.CampaignKitError('TIMEOUT', 'Request Timeout');
    expect(foreign instanceof CampaignKitError).toBe(true);
    expect(isCampaignKitError(foreign, 'TIMEOUT')).toBe(true);
    expect(isCampaignKitError(foreign, 'NETWORK')).toBe(false);
    expect(new Error('x') instanceof CampaignKitError).toBe(false);
    expect(isCampaignKitError({ code: 'TIMEOUT', name: 'CampaignKitError' })).toBe(false);
  });
});
