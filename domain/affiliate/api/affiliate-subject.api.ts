import type { PassportClient } from '../../passport/passport.client';
import type { AffiliateIdentity, AffiliatePage, AffiliateSubject, FrozenFlag, PageOptions } from '../affiliate.types';
import { toIdentity, toPage, toSubject } from '../affiliate-wire';
import { AFFILIATE_DEFAULTS, affiliateCall, paging, required } from './affiliate-call';

/** What a new or updated subject says about itself. */
export interface SubjectFacts {
  readonly subjectName: string;
  readonly baseInfos?: Readonly<Record<string, unknown>>;
  readonly detailInfos?: Readonly<Record<string, unknown>>;
}

/** Who manages a new subject: an account by username (with its password), by mobile or by email. */
export type SubjectManager = { readonly username: string; readonly password: string } | { readonly mobile: string } | { readonly email: string };

/**
 * Subjects, deputies and identities: subject creation by username, mobile or email;
 * `subject/all/list/{page}/`, `deputy/list/{page}/`, `identity/list/{page}/`; deputy update,
 * freeze, delete; subject update, freeze.
 */
export class AffiliateSubjectApi {
  constructor(readonly client: PassportClient) {}

  /**
   * POST subject/create/username/, subject/create/mobile/ or subject/create/email/: a new subject
   * managed by the named account, active (`is_frozen` 0).
   */
  async create(input: SubjectFacts & { manager: SubjectManager }): Promise<AffiliateSubject> {
    required({ subject_name: input.subjectName });
    const [by, manager] = managerParams(input.manager);
    return toSubject(await affiliateCall(this.client, 'POST', `subject/create/${by}/`, { ...manager, ...facts(input), is_frozen: AFFILIATE_DEFAULTS.isFrozen }));
  }

  /** GET subject/all/list/{page}/ (page_size): the subjects the logged-in person belongs to. */
  async listSubjects(options?: PageOptions): Promise<AffiliatePage<AffiliateSubject>> {
    return this.#page('subject/all/list', options, toSubject);
  }

  /** GET deputy/list/{page}/ (page_size): the current subject's members. */
  async listDeputies(options?: PageOptions): Promise<AffiliatePage<AffiliateIdentity>> {
    return this.#page('deputy/list', options, toIdentity);
  }

  /** GET identity/list/{page}/ (page_size): the logged-in person's identities across subjects. */
  async listIdentities(options?: PageOptions): Promise<AffiliatePage<AffiliateIdentity>> {
    return this.#page('identity/list', options, toIdentity);
  }

  /** POST deputy/update/ (user_identity_id, deputy_name). */
  async updateDeputy(input: { identityId: string; deputyName: string }): Promise<AffiliateIdentity> {
    required({ user_identity_id: input.identityId, deputy_name: input.deputyName });
    return toIdentity(await affiliateCall(this.client, 'POST', 'deputy/update/', { user_identity_id: input.identityId, deputy_name: input.deputyName }));
  }

  /** POST deputy/freeze/ (user_identity_id, is_frozen): 1 freezes (no more logins as it), 0 thaws. */
  async freezeDeputy(input: { identityId: string; isFrozen: FrozenFlag }): Promise<void> {
    required({ user_identity_id: input.identityId });
    await affiliateCall(this.client, 'POST', 'deputy/freeze/', { user_identity_id: input.identityId, is_frozen: input.isFrozen });
  }

  /** POST deputy/delete/ (user_identity_id): removes the member from the subject. */
  async deleteDeputy(identityId: string): Promise<void> {
    required({ user_identity_id: identityId });
    await affiliateCall(this.client, 'POST', 'deputy/delete/', { user_identity_id: identityId });
  }

  /** POST subject/update/ (sec_subject_uid, subject_name, base_infos, detail_infos). */
  async updateSubject(input: SubjectFacts & { subjectUid: string }): Promise<AffiliateSubject> {
    required({ sec_subject_uid: input.subjectUid, subject_name: input.subjectName });
    return toSubject(await affiliateCall(this.client, 'POST', 'subject/update/', { sec_subject_uid: input.subjectUid, ...facts(input) }));
  }

  /** POST subject/freeze/ (sec_subject_uid, is_frozen): 1 freezes the subject (none of its members may log in to it), 0 thaws. */
  async freezeSubject(input: { subjectUid: string; isFrozen: FrozenFlag }): Promise<void> {
    required({ sec_subject_uid: input.subjectUid });
    await affiliateCall(this.client, 'POST', 'subject/freeze/', { sec_subject_uid: input.subjectUid, is_frozen: input.isFrozen });
  }

  async #page<T>(base: string, options: PageOptions | undefined, item: (wire: unknown) => T): Promise<AffiliatePage<T>> {
    const asked = paging(options);
    return toPage(await affiliateCall(this.client, 'GET', `${base}/${asked.page}/`, { page_size: asked.pageSize }), item, asked);
  }
}

function facts(input: SubjectFacts): Record<string, unknown> {
  return { subject_name: input.subjectName, base_infos: input.baseInfos, detail_infos: input.detailInfos };
}

function managerParams(manager: SubjectManager): readonly ['username' | 'mobile' | 'email', Record<string, string>] {
  if ('username' in manager) {
    required({ username: manager.username, password: manager.password });
    return ['username', { username: manager.username, password: manager.password }];
  }
  if ('mobile' in manager) {
    required({ mobile: manager.mobile });
    return ['mobile', { mobile: manager.mobile }];
  }
  required({ email: manager.email });
  return ['email', { email: manager.email }];
}
