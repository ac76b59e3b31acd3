/**
 * `campaign-kit/affiliate/react`: the enterprise affiliate console and its parts, over
 * `kit.affiliate` (the `affiliate()` feature). Styles: `campaign-kit/react/affiliate.css`.
 * @module campaign-kit/affiliate/react
 */
export { AffiliateConsole, type AffiliateConsoleProps } from './affiliate-console';
export { CodeForm, type CodeFormProps, type CodeCredentials } from './code-form';
export { IdentityPicker, IdentityBar } from './identity-picker';
export { InvitationAccept } from './invitation-accept';
export { InvitationsPanel } from './invitations-panel';
export { MembersPanel } from './members-panel';
export { SubjectsPanel } from './subjects-panel';
export { RolesPanel } from './roles-panel';
export { ResourcesPanel } from './resources-panel';
export { TransferPanel } from './transfer-panel';
export { useAffiliateArea } from './use-affiliate';
export type { AffiliateSession } from '../../domain/affiliate/affiliate-session';
export type { AffiliateLoginOption } from '../../domain/affiliate/affiliate.types';
