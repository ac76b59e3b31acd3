/**
 * campaign-kit/share: sharing, share links and posters, with the error class and the ports, for pages that build them by hand
 * or type what `kit.<member>` holds. Importing them from here keeps a bundler from reading the rest of
 * the kit.
 * @module campaign-kit/share
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';
export type { StateSource } from '../domain/shared/state-source';

export { ShareService, type ShareServicePorts } from '../domain/share/share.service';
export type { ShareInfo, ShareChannel, ShareNetwork, AppSharePanelOptions, ShareServiceOptions, ShareCodeParam, InviteShareResult } from '../domain/share/share.types';
export { PosterMaker } from '../domain/poster/poster-maker';
export type { PosterDescription, PosterView, ImageView, TextView, QrCodeView, RectView, FlexBoxView, Placed } from '../domain/poster/poster.types';
export type { BridgeOutcome, BridgeOutcomeCode } from '../domain/device/bridge-outcome';
