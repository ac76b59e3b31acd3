import type { AccountPassword } from './account-password';
import type { AccountCancellation } from './cancellation';
import type { EmailBinding } from './email-binding';
import { deferMethods, type Deferred } from '../shared/load-once';
import type { MobileBinding } from './mobile-binding';
import type { PassportWeb } from './passport-web';
import type { SecondVerification } from './second-verification';

/** The account-management groups of `kit.account`; each group's code is imported on its first call. */
export interface AccountManagementGroups {
  readonly mobile: Deferred<Pick<MobileBinding, 'sendOldCode' | 'verifyOld' | 'sendNewCode' | 'bind' | 'rebind' | 'unbind'>>;
  readonly email: Deferred<Pick<EmailBinding, 'sendCode' | 'bind' | 'unbind'>>;
  readonly password: Deferred<Pick<AccountPassword, 'sendResetCode' | 'reset' | 'change' | 'set'>>;
  readonly cancellation: Deferred<Pick<AccountCancellation, 'sendCode' | 'confirm'>>;
  readonly secondVerification: Deferred<Pick<SecondVerification, 'sendCode' | 'verify'>>;
}

/** The groups, each deferring to its part of the passport web part (`web`, imported on the first call of any). */
export function accountManagement(web: () => Promise<PassportWeb>): AccountManagementGroups {
  return {
    mobile: deferMethods(async () => (await web()).mobile, ['sendOldCode', 'verifyOld', 'sendNewCode', 'bind', 'rebind', 'unbind']),
    email: deferMethods(async () => (await web()).email, ['sendCode', 'bind', 'unbind']),
    password: deferMethods(async () => (await web()).password, ['sendResetCode', 'reset', 'change', 'set']),
    cancellation: deferMethods(async () => (await web()).cancellation, ['sendCode', 'confirm']),
    secondVerification: deferMethods(async () => (await web()).secondVerification, ['sendCode', 'verify']),
  };
}
