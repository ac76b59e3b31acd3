/**
 * The verification type numbers sent with code requests (table).
 * Code sending uses type 4 (reset check), 6, 16 or 22 depending on the flow.
 */
export const VERIFICATION_TYPES = {
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
} as const;

/** One of the verification type numbers. */
export type VerificationType = (typeof VERIFICATION_TYPES)[keyof typeof VERIFICATION_TYPES];

/** The email code types (`ect_type`): 1, 4 or 13. */
export const EMAIL_CODE_TYPES = {
  register: 1,
  resetPassword: 4,
  loginOrVerify: 13,
} as const;

/** One of the email code types. */
export type EmailCodeType = (typeof EMAIL_CODE_TYPES)[keyof typeof EMAIL_CODE_TYPES];

/** defaults of the passport calls. */
export const PASSPORT_DEFAULTS = {
  needFrozenUser: 0,
  unbindExist: 0,
  kickOther: 0,
} as const;
