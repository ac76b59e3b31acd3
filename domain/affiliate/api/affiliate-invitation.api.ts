import type { PassportClient } from '../../passport/passport.client';
import type { AffiliateIdentity, AffiliateInvitation, AffiliatePage, PageOptions } from '../affiliate.types';
import { toIdentity, toInvitation, toPage } from '../affiliate-wire';
import { affiliateCall, paging, required } from './affiliate-call';

/** What an invitation says besides where it goes. */
export interface InviteOptions {
  /** The name the deputy will have in the subject. */
  readonly deputyName: string;
  /** Roles the deputy gets on accepting. Defaults to none. */
  readonly roleKeys?: readonly string[];
  /** Where the invite link leads; the server adds the ticket. Defaults to the server's console address. */
  readonly nextUrl?: string;
}

/**
 * Invitations: by mobile, email or lark; the list (`invitation/list/{page}/`, page_size);
 * cancel, resend, update; check and accept by `invite_ticket`.
 */
export class AffiliateInvitationApi {
  constructor(readonly client: PassportClient) {}

  /** POST invitation/mobile/ (mobile, deputy_name, role_keys, next_url). */
  byMobile(input: InviteOptions & { mobile: string }): Promise<AffiliateInvitation> {
    required({ mobile: input.mobile });
    return this.#invite('invitation/mobile/', { mobile: input.mobile }, input);
  }

  /** POST invitation/email/ (email, deputy_name, role_keys, next_url). */
  byEmail(input: InviteOptions & { email: string }): Promise<AffiliateInvitation> {
    required({ email: input.email });
    return this.#invite('invitation/email/', { email: input.email }, input);
  }

  /** POST invitation/lark/ (lark_id, deputy_name, role_keys, next_url). */
  byLark(input: InviteOptions & { larkId: string }): Promise<AffiliateInvitation> {
    required({ lark_id: input.larkId });
    return this.#invite('invitation/lark/', { lark_id: input.larkId }, input);
  }

  /** GET invitation/list/{page}/ (page_size): the current subject's invitations, newest first. */
  async list(options?: PageOptions): Promise<AffiliatePage<AffiliateInvitation>> {
    const asked = paging(options);
    return toPage(await affiliateCall(this.client, 'GET', `invitation/list/${asked.page}/`, { page_size: asked.pageSize }), toInvitation, asked);
  }

  /** POST invitation/cancel/ (invite_id): the link stops working. */
  async cancel(inviteId: string): Promise<void> {
    required({ invite_id: inviteId });
    await affiliateCall(this.client, 'POST', 'invitation/cancel/', { invite_id: inviteId });
  }

  /** POST invitation/resend/ (invite_id): a new link (the old ticket stops working) and a fresh expiry. */
  async resend(inviteId: string): Promise<AffiliateInvitation> {
    required({ invite_id: inviteId });
    return toInvitation(await affiliateCall(this.client, 'POST', 'invitation/resend/', { invite_id: inviteId }));
  }

  /** POST invitation/update/ (invite_id, deputy_name, role_keys). */
  async update(input: { inviteId: string; deputyName?: string; roleKeys?: readonly string[] }): Promise<AffiliateInvitation> {
    required({ invite_id: input.inviteId });
    return toInvitation(await affiliateCall(this.client, 'POST', 'invitation/update/', { invite_id: input.inviteId, deputy_name: input.deputyName, role_keys: input.roleKeys }));
  }

  /** GET invitation/check/ (invite_ticket): what an invite link offers, before accepting. */
  async check(inviteTicket: string): Promise<AffiliateInvitation> {
    required({ invite_ticket: inviteTicket });
    return toInvitation(await affiliateCall(this.client, 'GET', 'invitation/check/', { invite_ticket: inviteTicket }));
  }

  /** POST invitation/accept/ (invite_ticket): the logged-in person becomes the subject's deputy; the ticket is used up. */
  async accept(inviteTicket: string): Promise<AffiliateIdentity> {
    required({ invite_ticket: inviteTicket });
    return toIdentity(await affiliateCall(this.client, 'POST', 'invitation/accept/', { invite_ticket: inviteTicket }));
  }

  async #invite(path: string, contact: Record<string, string>, input: InviteOptions): Promise<AffiliateInvitation> {
    required({ deputy_name: input.deputyName });
    return toInvitation(await affiliateCall(this.client, 'POST', path, { ...contact, deputy_name: input.deputyName, role_keys: input.roleKeys, next_url: input.nextUrl }));
  }
}
