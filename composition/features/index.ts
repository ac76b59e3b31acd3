export { account, type AccountOptions, type AccountMembers, type VerificationOptions } from './account.feature';
export { passport } from './passport.feature';
export { providers } from './providers.feature';
export { reservation, type ReservationOptions, type AppReservationOptions } from './reservation.feature';
export { tracking, type TrackingOptions } from './tracking.feature';
export { location } from './location.feature';
export { consent, type ConsentOptions } from './consent.feature';
export { googleConsentMode } from './google-consent-mode.feature';
export { siteConfig, type SiteConfigOptions } from './site-config.feature';
export { share, type ShareOptions } from './share.feature';
export { servers, type ServersOptions } from './servers.feature';
export { mail } from './mail.feature';
export { download, type DownloadMembers } from './download.feature';
export { poster } from './poster.feature';
export { navBar } from './nav-bar.feature';
export { content, type ContentOptions, type ContentMembers } from './content.feature';
export { media, type MediaOptions } from './media.feature';
export { monitoring, type MonitoringOptions } from './monitoring.feature';
export { affiliate, type AffiliateOptions, type AffiliateMembers } from './affiliate.feature';

import type { account } from './account.feature';
import type { passport } from './passport.feature';
import type { providers } from './providers.feature';
import type { reservation } from './reservation.feature';
import type { tracking } from './tracking.feature';
import type { location } from './location.feature';
import type { consent } from './consent.feature';
import type { googleConsentMode } from './google-consent-mode.feature';
import type { siteConfig } from './site-config.feature';
import type { share } from './share.feature';
import type { servers } from './servers.feature';
import type { mail } from './mail.feature';
import type { download } from './download.feature';
import type { poster } from './poster.feature';
import type { navBar } from './nav-bar.feature';
import type { content } from './content.feature';
import type { media } from './media.feature';
import type { monitoring } from './monitoring.feature';
import type { affiliate } from './affiliate.feature';

/** Every feature there is, as types: what `useCampaignKit()` types the kit with. */
export type AllFeatures = readonly [
  ReturnType<typeof account>,
  ReturnType<typeof passport>,
  ReturnType<typeof providers>,
  ReturnType<typeof reservation>,
  ReturnType<typeof tracking>,
  ReturnType<typeof location>,
  ReturnType<typeof consent>,
  ReturnType<typeof googleConsentMode>,
  ReturnType<typeof siteConfig>,
  ReturnType<typeof share>,
  ReturnType<typeof servers>,
  ReturnType<typeof mail>,
  ReturnType<typeof download>,
  ReturnType<typeof poster>,
  ReturnType<typeof navBar>,
  ReturnType<typeof content>,
  ReturnType<typeof media>,
  ReturnType<typeof monitoring>,
  ReturnType<typeof affiliate>,
];
