/**
 * campaign-kit/servers: game servers, zones and roles, and the mail form, with the error class and the ports, for pages that build them by hand
 * or type what `kit.<member>` holds. Importing them from here keeps a bundler from reading the rest of
 * the kit.
 * @module campaign-kit/servers
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';
export type { StateSource } from '../domain/shared/state-source';

export { ServerService, type UserFields } from '../domain/servers/server.service';
export type { GameServer, GameZone, GameRole, GameServerRoles, ServerEnvironment, ServerServiceOptions, ServerLookupFailure, UserListKind } from '../domain/servers/server.types';
export { MailService, type MailSubmission } from '../domain/mail/mail.service';
