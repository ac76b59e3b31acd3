import { describe, expect, it } from 'vitest';
import { VERIFICATION_TYPES } from '../../../domain/passport/verification-types';

describe('verification type numbers (SPEC §9 table)', () => {
  it('has the eighteen types of the table, each by its number', () => {
    expect(VERIFICATION_TYPES).toEqual({
      register: 1,
      resetPasswordByEmail: 4,
      resetByMobileOrVerifyOldEmail: 6,
      newEmailRebind: 7,
      bind: 8,
      emailPasswordChange: 11,
      emailLoginOrVerify: 13,
      notLoggedInEmailVerify: 15,
      registerMobile: 16,
      bindMobile: 17,
      newMobileRebind: 20,
      verifyOldMobileOrManager: 22,
      login: 24,
      smsAuthorize: 26,
      openAuth: 27,
      oldMobileAlternative: 28,
      notLoggedInMobileVerify: 34,
      newManager: 101,
    });
  });
});
