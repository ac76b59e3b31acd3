import { describe, expect, it } from 'vitest';
import { NavigatorClipboardAdapter } from '../../../adapters/browser/navigator-clipboard.adapter';
import { NavigatorWebShareAdapter } from '../../../adapters/browser/navigator-web-share.adapter';
import { isCampaignKitError } from '../../../ports';

const DATA = { title: 'T', text: 'D', url: 'https://campaign.test/?share_code=A' };
const failing = (name: string) => async () => {
  throw Object.assign(new Error(`${name} happened`), { name });
};

describe('NavigatorWebShareAdapter', () => {
  it('can share only where navigator.share is, and canShare does not refuse', () => {
    expect(new NavigatorWebShareAdapter({}).canShare(DATA)).toBe(false);
    expect(new NavigatorWebShareAdapter({ share: async () => undefined }).canShare(DATA)).toBe(true);
    expect(new NavigatorWebShareAdapter({ share: async () => undefined, canShare: () => false }).canShare(DATA)).toBe(false);
  });

  it('answers shared, cancelled for an AbortError, and UNSUPPORTED_PLATFORM for any other refusal', async () => {
    const shared: unknown[] = [];
    expect(await new NavigatorWebShareAdapter({ share: async (data) => void shared.push(data) }).share(DATA)).toBe('shared');
    expect(shared).toEqual([DATA]);
    expect(await new NavigatorWebShareAdapter({ share: failing('AbortError') }).share(DATA)).toBe('cancelled');
    const error = await new NavigatorWebShareAdapter({ share: failing('NotAllowedError') }).share(DATA).catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'UNSUPPORTED_PLATFORM')).toBe(true);
    expect((error as Error).message).toBe('the share sheet did not open: NotAllowedError happened');
  });
});

describe('NavigatorClipboardAdapter', () => {
  it('says true once written, false where there is no clipboard or it refuses', async () => {
    let written = '';
    expect(await new NavigatorClipboardAdapter({ clipboard: { writeText: async (text) => void (written = text) } }).writeText('x')).toBe(true);
    expect(written).toBe('x');
    expect(await new NavigatorClipboardAdapter({}).writeText('x')).toBe(false);
    expect(await new NavigatorClipboardAdapter({ clipboard: { writeText: failing('NotAllowedError') } }).writeText('x')).toBe(false);
  });
});
