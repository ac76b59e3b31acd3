import { describe, expect, it } from 'vitest';
import { cookieEntries, isLocked, validateConsentConfig } from '../../../domain/consent/consent-config';
import type { ConsentConfig } from '../../../domain/consent/consent.types';
import { CONFIG } from './fixtures';

/** The CampaignKitError a config is refused with (code and message). */
function refusal(config: unknown) {
  try {
    validateConsentConfig(config as ConsentConfig);
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  return undefined;
}

describe('the consent config (SPEC §3 cookie setting entry and cookie type)', () => {
  it('accepts a well-formed config as given', () => {
    expect(validateConsentConfig(CONFIG)).toBe(CONFIG);
  });

  it('lists every cookie entry in panel order, type by type', () => {
    expect(cookieEntries(CONFIG).map((entry) => entry.key)).toEqual(['session', 'analytics', 'ads']);
  });

  it('locks a switch only when allowChange is false', () => {
    expect(isLocked({ key: 'a', name: 'a', allowChange: false })).toBe(true);
    expect(isLocked({ key: 'a', name: 'a', allowChange: true })).toBe(false);
    expect(isLocked({ key: 'a', name: 'a' })).toBe(false);
  });

  it.each([
    ['no config', undefined, 'cookieTypes is undefined'],
    ['no cookieTypes', {}, 'cookieTypes is undefined'],
    ['cookieTypes that is not a list', { cookieTypes: { name: 'A' } }, 'cookieTypes is undefined'],
    ['a missing cookie type', { cookieTypes: [null] }, 'a cookie type has no name'],
    ['a cookie type without a name', { cookieTypes: [{ name: '', cookies: [] }] }, 'a cookie type has no name'],
    ['a cookie type without cookies', { cookieTypes: [{ name: 'Ads' }] }, 'cookie type Ads has no cookies'],
    ['a missing cookie', { cookieTypes: [{ name: 'Ads', cookies: [null] }] }, 'a cookie of Ads has no key'],
    ['a cookie without a key', { cookieTypes: [{ name: 'Ads', cookies: [{ key: '', name: '_ad' }] }] }, 'a cookie of Ads has no key'],
    ['a cookie without a name', { cookieTypes: [{ name: 'Ads', cookies: [{ key: 'ads' }] }] }, 'cookie ads has no name'],
    [
      'a key used in two types',
      { cookieTypes: [{ name: 'A', cookies: [{ key: 'x', name: 'x' }] }, { name: 'B', cookies: [{ key: 'x', name: 'y' }] }] },
      'cookie key x is used twice',
    ],
  ])('refuses %s with INVALID_ARGUMENT naming the problem', (_what, config, problem) => {
    expect(refusal(config)).toEqual({ code: 'INVALID_ARGUMENT', message: `consent init fail, ${problem}` });
  });

  it('names a cookie type by its zh-CN text when the name has one per language', () => {
    const config = { cookieTypes: [{ name: { 'zh-CN': '广告', en: 'Ads' }, cookies: [{ key: '', name: '_ad' }] }] };
    expect(refusal(config)?.message).toBe('consent init fail, a cookie of 广告 has no key');
  });
});
