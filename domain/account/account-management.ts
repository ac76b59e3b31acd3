import type { AccountPassword } from './account-password';
import type { AccountSession } from './account-session';
import type { AccountCancellation } from './cancellation';
import type { EmailBinding } from './email-binding';
import { deferMethods, loadOnce, type Deferred } from '../shared/load-once';
import type { MobileBinding } from './mobile-binding';
import type { PassportLink } from './passport-link';
import type { SecondVerification } from './second-verification';

/** What the management groups are built from, once the account is initialised. */
type Links = { readonly session: AccountSession; readonly passport: PassportLink };

/** The account-management groups of `kit.account`; each group's code is imported on its first call. */
export interface AccountManagementGroups {
  readonly mobile: Deferred<Pick<MobileBinding, 'sendOldCode' | 'verifyOld' | 'sendNewCode' | 'bind' | 'rebind' | 'unbind'>>;
  readonly email: Deferred<Pick<EmailBinding, 'sendCode' | 'bind' | 'unbind'>>;
  readonly password: Deferred<Pick<AccountPassword, 'sendResetCode' | 'reset' | 'change' | 'set'>>;
  readonly cancellation: Deferred<Pick<AccountCancellation, 'sendCode' | 'confirm'>>;
  readonly secondVerification: Deferred<Pick<SecondVerification, 'sendCode' | 'verify'>>;
}

/** Builds the groups over `links`, which resolves once the account is initialised. */
export function accountManagement(links: () => Promise<Links>): AccountManagementGroups {
  const load = <T>(create: (links: Links) => Promise<T>) => loadOnce(async () => create(await links()));
  return {
    mobile: deferMethods(
      load(async (deps) => (await import('./passport-web')).createMobileBinding(deps)),
      ['sendOldCode', 'verifyOld', 'sendNewCode', 'bind', 'rebind', 'unbind'],
    ),
    email: deferMethods(load(async (deps) => (await import('./passport-web')).createEmailBinding(deps)), ['sendCode', 'bind', 'unbind']),
    password: deferMethods(load(async (deps) => (await import('./passport-web')).createAccountPassword(deps)), ['sendResetCode', 'reset', 'change', 'set']),
    cancellation: deferMethods(load(async (deps) => (await import('./passport-web')).createCancellation(deps)), ['sendCode', 'confirm']),
    secondVerification: deferMethods(load(async (deps) => (await import('./passport-web')).createSecondVerification(deps)), ['sendCode', 'verify']),
  };
}
