/** 0 active, 1 frozen (the frozen flag of a subject or a deputy). */
export type FrozenFlag = 0 | 1;

/** A subject (an enterprise) of the affiliate area. */
export interface AffiliateSubject {
  readonly subjectUid: string;
  readonly subjectName: string;
  /** The subject's basic facts, as the server keeps them (free-form). */
  readonly baseInfos: Readonly<Record<string, unknown>>;
  /** The subject's detailed facts, as the server keeps them (free-form). */
  readonly detailInfos: Readonly<Record<string, unknown>>;
  readonly isFrozen: FrozenFlag;
}

/** A deputy identity: one person's membership of one subject. */
export interface AffiliateIdentity {
  readonly secUserId: string;
  readonly identityId: string;
  readonly deputyName: string;
  readonly isFrozen: FrozenFlag;
  /** True for the subject's manager. */
  readonly isManager: boolean;
  /** The subject this identity belongs to, when the answer names it. */
  readonly subjectUid?: string;
  readonly subjectName?: string;
  /** Where the identity can be reached, masked by the server (e.g. `138******00`). */
  readonly contact?: string;
}

/** An identity the logged-in person may log in to the affiliate area as (the subject login list). */
export interface AffiliateLoginOption {
  readonly subjectUid: string;
  readonly subjectName: string;
  readonly identityId: string;
  readonly deputyName: string;
  readonly isManager: boolean;
  /** 1 when the subject or the identity is frozen: logging in as it is refused. */
  readonly isFrozen: FrozenFlag;
}

/** The logged-in person of the affiliate area, before or after picking a subject and identity. */
export interface AffiliateUser {
  readonly secUserId: string;
  readonly name: string;
  /** The current identity, once a subject login or member switch picked one. */
  readonly current?: AffiliateLoginOption;
}

/** How an invitation reaches the invitee. */
export type InvitationChannel = 'mobile' | 'email' | 'lark';

/** Where an invitation stands. */
export type InvitationStatus = 'pending' | 'accepted' | 'cancelled' | 'expired';

/** An invitation to join a subject as a deputy. */
export interface AffiliateInvitation {
  readonly inviteId: string;
  /** The single-use ticket of the invite link; only the invitee's link carries it, lists leave it out. */
  readonly inviteTicket?: string;
  /** The identity the invitation made, once accepted. */
  readonly deputyIdentityId?: string;
  readonly deputyName: string;
  /** Where the invitee lands after accepting. */
  readonly nextUrl?: string;
  readonly channel: InvitationChannel;
  /** The invitee's mobile, email or lark id, masked by the server. */
  readonly contact: string;
  readonly status: InvitationStatus;
  /** When the invite link stops working, epoch ms. */
  readonly expiresAt: number;
  /** The subject the invitation is for. */
  readonly subjectName?: string;
}

/** A role: a named permission list of one subject. */
export interface AffiliateRole {
  readonly roleKey: string;
  readonly roleName: string;
  /** Resource keys the role grants. */
  readonly permissions: readonly string[];
  readonly description: string;
  readonly subjectUid: string;
  /** True once banned: it grants nothing. */
  readonly isBanned: boolean;
}

/** A resource a role may grant (a permission key and its name). */
export interface AffiliateResource {
  readonly resourceKey: string;
  readonly resourceName: string;
  readonly description: string;
}

/** A user-role link: which identities hold a role. */
export interface AffiliateUserRole {
  readonly identityId: string;
  readonly deputyName: string;
  readonly roleKey: string;
  readonly roleName: string;
}

/** What the current identity may do (the user permissions call). */
export interface AffiliatePermissions {
  readonly isManager: boolean;
  /** Resource keys granted by the identity's roles that are not banned. */
  readonly permissions: readonly string[];
}

/** One page of a list (defaults page 1, page_size 10). */
export interface AffiliatePage<T> {
  readonly items: readonly T[];
  /** How many items there are over all pages. */
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly hasMore: boolean;
}

/** Paging of a list call. */
export interface PageOptions {
  /** 1-based. Defaults to `1`. */
  readonly page?: number;
  /** Items a page. Defaults to `10`. */
  readonly pageSize?: number;
}

/** A contact: exactly one of mobile or email. */
export type AffiliateContact = { readonly mobile: string; readonly email?: undefined } | { readonly email: string; readonly mobile?: undefined };
