import { describe, expect, it } from 'vitest';
import { mayPassLater } from '../../../domain/shared/retry';
import { CampaignKitError } from '../../../ports/errors';

const answered = (status: number) => new CampaignKitError('HTTP_STATUS', `status ${status}`, { status });

describe('mayPassLater: the one retry classifier of tracking and monitoring deliveries', () => {
  it('says a network failure, a timeout, 408, 429 and any 5xx may pass if tried again', () => {
    expect(mayPassLater(new CampaignKitError('NETWORK', 'offline', { errorCode: -1 }))).toBe(true);
    expect(mayPassLater(new CampaignKitError('TIMEOUT', 'slow'))).toBe(true);
    expect([408, 429, 500, 502, 503, 599].map((status) => mayPassLater(answered(status)))).toEqual([true, true, true, true, true, true]);
  });

  it("takes any other answer as the server's last word", () => {
    expect([400, 401, 403, 404, 413, 422].map((status) => mayPassLater(answered(status)))).toEqual([false, false, false, false, false, false]);
    expect(mayPassLater(new CampaignKitError('HTTP_STATUS', 'no status'))).toBe(false);
    expect(mayPassLater(new CampaignKitError('SERVER', 'code 10001'))).toBe(false);
  });

  it('lets what did not come from the server (not a CampaignKitError) pass later', () => {
    expect(mayPassLater(new TypeError('Failed to fetch'))).toBe(true);
  });
});
