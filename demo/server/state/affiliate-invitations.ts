import { randomBytes } from 'node:crypto';
import { AffiliateRefusal, maskContact, type Person } from './affiliate-directory';

/** An invite link works this long after it was sent (or resent), in ms: 72 hours. */
export const INVITE_TTL_MS = 72 * 3_600_000;

export type InvitationChannel = 'mobile' | 'email' | 'lark';

export interface Invitation {
  id: string;
  ticket: string;
  subject: string;
  channel: InvitationChannel;
  /** The invitee's mobile, email or lark id, as given. */
  contact: string;
  deputyName: string;
  roleKeys: string[];
  nextUrl: string;
  /** The origin the inviter's call came to: relative next addresses resolve against it. */
  origin: string;
  status: 'pending' | 'accepted' | 'cancelled';
  expiresAt: number;
  /** The identity made by accepting. */
  identity?: string;
}

export const INVITE_REFUSE = {
  unknown: () => new AffiliateRefusal(4050, '邀请不存在'),
  used: () => new AffiliateRefusal(4051, '邀请已被使用'),
  cancelled: () => new AffiliateRefusal(4052, '邀请已取消'),
  expired: () => new AffiliateRefusal(4053, '邀请已过期'),
  notYours: () => new AffiliateRefusal(4054, '该邀请不是发给当前账号的'),
  alreadyMember: () => new AffiliateRefusal(4055, '你已是该主体的成员'),
} as const;

/**
 * Invitations: each has a single-use ticket that expires ({@link INVITE_TTL_MS}); resending issues a
 * new ticket (the old one stops working) and a fresh expiry; cancelling ends it.
 */
export class AffiliateInvitations {
  readonly #byId = new Map<string, Invitation>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  create(fields: Omit<Invitation, 'id' | 'ticket' | 'status' | 'expiresAt'>): Invitation {
    const invitation: Invitation = { ...fields, id: `invite_${randomBytes(5).toString('hex')}`, ticket: newTicket(), status: 'pending', expiresAt: this.#now() + INVITE_TTL_MS };
    this.#byId.set(invitation.id, invitation);
    return invitation;
  }

  /** The subject's invitations, newest first. */
  of(subject: string): Invitation[] {
    return [...this.#byId.values()].filter((invitation) => invitation.subject === subject).reverse();
  }

  /** One of the subject's invitations. */
  get(subject: string, id: string | undefined): Invitation {
    const invitation = id === undefined ? undefined : this.#byId.get(id);
    if (!invitation || invitation.subject !== subject) throw INVITE_REFUSE.unknown();
    return invitation;
  }

  /** The latest invitation sent to a contact (for the dev door). */
  latestFor(contact: string): Invitation | undefined {
    return [...this.#byId.values()].reverse().find((invitation) => invitation.contact === contact);
  }

  /** The invitation an invite ticket stands for, whatever its state. */
  byTicket(ticket: string | undefined): Invitation {
    const invitation = [...this.#byId.values()].find((candidate) => ticket !== undefined && candidate.ticket === ticket);
    if (!invitation) throw INVITE_REFUSE.unknown();
    return invitation;
  }

  /** The invitation of a ticket that may still be accepted. */
  usable(ticket: string | undefined): Invitation {
    const invitation = this.byTicket(ticket);
    if (invitation.status === 'accepted') throw INVITE_REFUSE.used();
    if (invitation.status === 'cancelled') throw INVITE_REFUSE.cancelled();
    if (this.#now() > invitation.expiresAt) throw INVITE_REFUSE.expired();
    return invitation;
  }

  /** True when the invitation was sent to the person (any lark invitation is theirs to accept). */
  isFor(invitation: Invitation, person: Person): boolean {
    if (invitation.channel === 'email') return person.email === invitation.contact;
    if (invitation.channel === 'mobile') return person.mobile === invitation.contact;
    return true;
  }

  resend(invitation: Invitation): void {
    if (invitation.status === 'accepted') throw INVITE_REFUSE.used();
    invitation.ticket = newTicket();
    invitation.status = 'pending';
    invitation.expiresAt = this.#now() + INVITE_TTL_MS;
  }

  cancel(invitation: Invitation): void {
    if (invitation.status === 'accepted') throw INVITE_REFUSE.used();
    invitation.status = 'cancelled';
  }

  /** The invite link: the invitation's next address with its ticket. */
  link(invitation: Invitation): string {
    const url = new URL(invitation.nextUrl, invitation.origin);
    url.searchParams.set('invite_ticket', invitation.ticket);
    return url.toString();
  }

  /** The wire view; the ticket and link only when `withTicket` (the sender's answer, the check). */
  view(invitation: Invitation, subjectName: string, withTicket = false): Record<string, unknown> {
    const expired = invitation.status === 'pending' && this.#now() > invitation.expiresAt;
    return {
      invite_id: invitation.id,
      ...(withTicket ? { invite_ticket: invitation.ticket, next_url: this.link(invitation) } : {}),
      deputy_identity_id: invitation.identity ?? '',
      deputy_name: invitation.deputyName,
      channel: invitation.channel,
      contact: maskContact(invitation.contact),
      status: expired ? 'expired' : invitation.status,
      expire_time: Math.floor(invitation.expiresAt / 1000),
      subject_name: subjectName,
    };
  }
}

function newTicket(): string {
  return `it_${randomBytes(12).toString('hex')}`;
}
