import type { PassportClient } from '../passport/passport.client';
import { AffiliateAccountApi } from './api/affiliate-account.api';
import { AffiliateAdminApi } from './api/affiliate-admin.api';
import { AffiliateInvitationApi } from './api/affiliate-invitation.api';
import { AffiliateRoleApi } from './api/affiliate-role.api';
import { AffiliateSubjectApi } from './api/affiliate-subject.api';

/**
 * The affiliate area's calls, typed and grouped by family, over one
 * {@link PassportClient}: every call carries the passport's common params (aid,
 * account_sdk_source, language, subject_aid, aff_multi_login), the CSRF header and the signing,
 * and meets captcha and second-verification demands through the one challenge loop.
 * @example
 * ```ts
 * const api = new AffiliateApi(client);
 * await api.account.sendCode({ mobile: '13800000000', type: 24 });
 * await api.account.smsLogin({ mobile: '13800000000', code: '1234' });
 * const { items } = await api.subjects.listDeputies({ page: 1 });
 * ```
 */
export class AffiliateApi {
  readonly account: AffiliateAccountApi;
  readonly invitations: AffiliateInvitationApi;
  readonly subjects: AffiliateSubjectApi;
  readonly roles: AffiliateRoleApi;
  readonly admin: AffiliateAdminApi;

  constructor(readonly client: PassportClient) {
    this.account = new AffiliateAccountApi(client);
    this.invitations = new AffiliateInvitationApi(client);
    this.subjects = new AffiliateSubjectApi(client);
    this.roles = new AffiliateRoleApi(client);
    this.admin = new AffiliateAdminApi(client);
  }
}
