import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../../composition/testing';

describe('the single-sign-on logout leaves for the single-sign-on host (SPEC §2, §7 /logout/)', () => {
  it('a page whose passport lives on another host still leaves by ssoOrigin /logout/', () => {
    const kit = createTestKit({ url: 'https://campaign.test/spring', ssoOrigin: 'https://sso.test', passport: { origin: 'https://passport.test' } });
    kit.account.logout();
    const target = new URL(kit.page.navigations.at(-1)!);
    expect(`${target.origin}${target.pathname}`).toBe('https://sso.test/logout/');
  });
});
