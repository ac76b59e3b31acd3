import type { Token } from '../ports/tokens';
import type { AccountService } from '../domain/account/account.service';
import type { ProviderPlugin } from '../domain/account/provider-plugin';
import type { ReservationService } from '../domain/reservation/reservation.service';
import type { TrackingService } from '../domain/tracking/tracking.service';
import type { ConsentService } from '../domain/consent/consent.service';
import type { LanguageService } from '../domain/i18n/language.service';
import type { SiteConfigService } from '../domain/site-config/site-config.service';
import type { PassportService } from '../domain/passport/passport.service';
import type { DeviceInfo } from '../domain/device/device.types';
import type { ShareService } from '../domain/share/share.service';
import type { ServerService } from '../domain/servers/server.service';
import type { LocationService } from '../domain/location/location.service';
import type { MailService } from '../domain/mail/mail.service';
import type { DownloadService } from '../domain/download/download.service';
import type { PosterMaker } from '../domain/poster/poster-maker';
import type { NavBarSwipe } from '../domain/device/nav-bar-swipe';
import type { ChallengeRunner } from '../domain/passport/challenge-runner';
import type { ContentService } from '../domain/content/content.service';
import type { MediaService } from '../domain/media/media.service';
import type { AffiliateArea } from '../domain/affiliate/affiliate-area';
import type { MonitoringService } from '../domain/monitoring/monitoring.service';
import type { KitSettings } from './options';
import type { AccountOptions } from './features/account.options';
import type { TrackingOptions } from './features/tracking.options';
import type { ConsentOptions } from './features/consent.options';

const token = <T>(name: string): Token<T> => Symbol.for(`campaign-kit.${name}`) as Token<T>;

/** Injection tokens of the kit's settings and of the domain services the features bind. */
export const SERVICES = {
  Settings: token<KitSettings>('Settings'),
  Account: token<AccountService>('Account'),
  Providers: token<ProviderPlugin>('Providers'),
  Passport: token<PassportService>('Passport'),
  Challenges: token<ChallengeRunner>('Challenges'),
  Reservation: token<ReservationService>('Reservation'),
  Tracking: token<TrackingService>('Tracking'),
  Consent: token<ConsentService>('Consent'),
  I18n: token<LanguageService>('I18n'),
  SiteConfig: token<SiteConfigService>('SiteConfig'),
  Device: token<DeviceInfo>('Device'),
  Share: token<ShareService>('Share'),
  Servers: token<ServerService>('Servers'),
  Location: token<LocationService>('Location'),
  Mail: token<MailService>('Mail'),
  Download: token<DownloadService>('Download'),
  Poster: token<PosterMaker>('Poster'),
  NavBar: token<NavBarSwipe>('NavBar'),
  Content: token<ContentService>('Content'),
  Media: token<MediaService>('Media'),
  Affiliate: token<AffiliateArea>('Affiliate'),
  Monitor: token<MonitoringService>('Monitor'),
} as const;

/** The options of the features that other features read (the consent gates, the challenge UI). */
export const FEATURE_OPTIONS = {
  Account: token<AccountOptions>('AccountOptions'),
  Tracking: token<TrackingOptions>('TrackingOptions'),
  Consent: token<ConsentOptions>('ConsentOptions'),
} as const;
