import type { PassportClient } from '../../passport/passport.client';
import { thirdPartyParams, type ThirdPartyCredentials } from '../../passport/api/login.api';
import type { TicketData, SendCodeData } from '../../passport/passport.types';
import { PASSPORT_DEFAULTS, type VerificationType } from '../../passport/verification-types';
import type { AffiliateContact, AffiliateLoginOption, AffiliateUser } from '../affiliate.types';
import { toList, toLoginOption, toUser } from '../affiliate-wire';
import { affiliateCall, contactParams, required } from './affiliate-call';

/** What the subject login list answers: the person, the identities they may log in as, and the current one. */
export interface AffiliateLoginList {
  readonly user: AffiliateUser;
  readonly options: readonly AffiliateLoginOption[];
}

/** What every affiliate login (SMS, email, password, third-party) may add to its input. */
export interface AffiliateLoginFlags {
  /** Sent as the login's `need_frozen_user` field, 0 or 1. Defaults to `0`. */
  readonly needFrozenUser?: 0 | 1;
}

/**
 * The affiliate area's login calls: codes, SMS, email, password and
 * OAuth login, the subject login list and subject login, logout, member switch, registration and
 * password reset. Logins send `need_frozen_user` (default 0).
 */
export class AffiliateAccountApi {
  constructor(readonly client: PassportClient) {}

  /** POST send_code/ (mobile, type): a code to a mobile. */
  async sendCode(input: { mobile: string; type: VerificationType }): Promise<SendCodeData> {
    required({ mobile: input.mobile });
    return (await affiliateCall(this.client, 'POST', 'send_code/', { mobile: input.mobile, type: input.type })) as SendCodeData;
  }

  /** POST email/send_code/ (email, type): a code to an email. */
  async sendEmailCode(input: { email: string; type: VerificationType }): Promise<SendCodeData> {
    required({ email: input.email });
    return (await affiliateCall(this.client, 'POST', 'email/send_code/', { email: input.email, type: input.type })) as SendCodeData;
  }

  /**
   * POST mobile/check_code/ or email/check_code/ (contact, code, type): checks a code and answers a
   * ticket for the next step. Without a contact the code is the logged-in person's own (type 22).
   * @returns the ticket to send as `verify_ticket`.
   */
  async checkCode(input: { code: string; type: VerificationType; by: 'mobile' | 'email'; mobile?: string; email?: string }): Promise<string> {
    required({ code: input.code });
    const path = input.by === 'email' ? 'email/check_code/' : 'mobile/check_code/';
    const contact = input.by === 'email' ? { email: input.email } : { mobile: input.mobile };
    const data = (await affiliateCall(this.client, 'POST', path, { ...contact, code: input.code, type: input.type })) as TicketData | undefined;
    return data?.ticket ?? data?.verify_ticket ?? '';
  }

  /** POST sms_login/ (mobile, code). */
  async smsLogin(input: { mobile: string; code: string } & AffiliateLoginFlags): Promise<AffiliateUser> {
    required({ mobile: input.mobile, code: input.code });
    return this.#login('sms_login/', { mobile: input.mobile, code: input.code }, input.needFrozenUser);
  }

  /** POST email/login/ (email, code). */
  async emailLogin(input: { email: string; code: string } & AffiliateLoginFlags): Promise<AffiliateUser> {
    required({ email: input.email, code: input.code });
    return this.#login('email/login/', { email: input.email, code: input.code }, input.needFrozenUser);
  }

  /** POST user/login/ (account, password); `account` is a username, mobile or email. */
  async passwordLogin(input: { account: string; password: string } & AffiliateLoginFlags): Promise<AffiliateUser> {
    required({ account: input.account, password: input.password });
    return this.#login('user/login/', { account: input.account, password: input.password }, input.needFrozenUser);
  }

  /** POST auth/login/ with third-party credentials (platform_app_id, code or access_token, ...). */
  async oauthLogin(input: ThirdPartyCredentials & AffiliateLoginFlags): Promise<AffiliateUser> {
    required({ platform_app_id: input.platformAppId });
    return this.#login('auth/login/', thirdPartyParams(input), input.needFrozenUser);
  }

  /** GET subject/login/list/: the identities the logged-in person may log in as, and the current one. */
  async subjectLoginList(): Promise<AffiliateLoginList> {
    const data = await affiliateCall(this.client, 'GET', 'subject/login/list/');
    const options = toList(data, toLoginOption);
    const user = toUser(data);
    const currentId = (data as { current_identity_id?: unknown } | undefined)?.current_identity_id;
    const current = options.find((option) => option.identityId === currentId);
    return { user: { ...user, current }, options };
  }

  /** POST subject/login/ (login_subject_uid, user_identity_id): logs in to a subject as one identity. */
  async subjectLogin(input: { subjectUid: string; identityId: string }): Promise<AffiliateUser> {
    required({ login_subject_uid: input.subjectUid, user_identity_id: input.identityId });
    return toUser(await affiliateCall(this.client, 'POST', 'subject/login/', { login_subject_uid: input.subjectUid, user_identity_id: input.identityId }));
  }

  /** POST member/switch/ (to_sec_member_id): switches to another identity of the logged-in person. */
  async switchMember(identityId: string): Promise<AffiliateUser> {
    required({ to_sec_member_id: identityId });
    return toUser(await affiliateCall(this.client, 'POST', 'member/switch/', { to_sec_member_id: identityId }));
  }

  /** POST logout/: ends the affiliate session. */
  async logout(): Promise<void> {
    await affiliateCall(this.client, 'POST', 'logout/');
  }

  /**
   * POST mobile/register/ or email/register/ (contact, code, password, subject_name): a new person
   * and a new subject they manage; with `onlyUser`, POST mobile/register_only_user/ or
   * email/register_only_user/ (contact, code, password, name): the person alone (an invitee).
   */
  async register(input: AffiliateContact & { code: string; password?: string; subjectName?: string; name?: string; onlyUser?: boolean }): Promise<AffiliateUser> {
    const contact = contactParams(input);
    required(input.onlyUser ? { code: input.code } : { code: input.code, subject_name: input.subjectName });
    const by = contact.mobile !== undefined ? 'mobile' : 'email';
    const path = input.onlyUser ? `${by}/register_only_user/` : `${by}/register/`;
    const extra = input.onlyUser ? { name: input.name } : { subject_name: input.subjectName };
    return toUser(await affiliateCall(this.client, 'POST', path, { ...contact, code: input.code, password: input.password, ...extra }));
  }

  /** POST password/reset/ (mobile or email, code, password). */
  async resetPassword(input: AffiliateContact & { code: string; password: string }): Promise<void> {
    const contact = contactParams(input);
    required({ code: input.code, password: input.password });
    await affiliateCall(this.client, 'POST', 'password/reset/', { ...contact, code: input.code, password: input.password });
  }

  async #login(path: string, params: Record<string, unknown>, needFrozenUser: 0 | 1 = PASSPORT_DEFAULTS.needFrozenUser): Promise<AffiliateUser> {
    return toUser(await affiliateCall(this.client, 'POST', path, { ...params, need_frozen_user: needFrozenUser }));
  }
}
