/**
 * campaign-kit/affiliate: the affiliate area (subjects, deputies, roles, invitations, manager
 * transfer), its session and call families, with the error class and the ports, for pages that build
 * it by hand or type what `kit.affiliate` holds. Its widgets are in `campaign-kit/affiliate/react`.
 * @module campaign-kit/affiliate
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';
export type { StateSource } from '../domain/shared/state-source';

export { AffiliateArea, createAffiliateArea } from '../domain/affiliate/affiliate-area';
export { AffiliateApi } from '../domain/affiliate/affiliate.service';
export { AffiliateSession, type AffiliateSessionState, type AffiliateSessionStatus } from '../domain/affiliate/affiliate-session';
export { AFFILIATE_RESOURCE_ACTIONS, MANAGER_ACTIONS, allows, type AffiliateAction } from '../domain/affiliate/affiliate-permissions';
export type { AffiliateLoginList } from '../domain/affiliate/api/affiliate-account.api';
export type { InviteOptions } from '../domain/affiliate/api/affiliate-invitation.api';
export type { SubjectFacts, SubjectManager } from '../domain/affiliate/api/affiliate-subject.api';
// The call families of `kit.affiliate` (AffiliateApi already loads them with it).
export { AffiliateAccountApi, type AffiliateLoginFlags } from '../domain/affiliate/api/affiliate-account.api';
export { AffiliateAdminApi } from '../domain/affiliate/api/affiliate-admin.api';
export { AffiliateInvitationApi } from '../domain/affiliate/api/affiliate-invitation.api';
export { AffiliateRoleApi } from '../domain/affiliate/api/affiliate-role.api';
export { AffiliateSubjectApi } from '../domain/affiliate/api/affiliate-subject.api';
export type {
  AffiliateSubject,
  AffiliateIdentity,
  AffiliateLoginOption,
  AffiliateUser,
  AffiliateInvitation,
  InvitationChannel,
  InvitationStatus,
  AffiliateRole,
  AffiliateResource,
  AffiliateUserRole,
  AffiliatePermissions,
  AffiliatePage,
  PageOptions,
  AffiliateContact,
  FrozenFlag,
} from '../domain/affiliate/affiliate.types';
export type { VerificationType } from '../domain/passport/verification-types';
