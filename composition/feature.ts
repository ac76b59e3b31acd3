import type { AccountService } from '../domain/account/account.service';
import type { ProviderPlugin } from '../domain/account/provider-plugin';
import type { AffiliateArea } from '../domain/affiliate/affiliate-area';
import type { ConsentGate } from '../domain/consent/consent-gate';
import type { ConsentService } from '../domain/consent/consent.service';
import type { ContentService } from '../domain/content/content.service';
import type { DeviceInfo } from '../domain/device/device.types';
import type { NavBarSwipe } from '../domain/device/nav-bar-swipe';
import type { DownloadService } from '../domain/download/download.service';
import type { LanguageService } from '../domain/i18n/language.service';
import type { LocationService } from '../domain/location/location.service';
import type { LoginWidgetMachine, LoginWidgetOptions } from '../domain/login-widget/login-widget.machine';
import type { MailService } from '../domain/mail/mail.service';
import type { MediaService } from '../domain/media/media.service';
import type { MonitoringService } from '../domain/monitoring/monitoring.service';
import type { ChallengeRunner } from '../domain/passport/challenge-runner';
import type { PassportService } from '../domain/passport/passport.service';
import type { PosterMaker } from '../domain/poster/poster-maker';
import type { ReservationService } from '../domain/reservation/reservation.service';
import type { ServerService } from '../domain/servers/server.service';
import type { ShareService } from '../domain/share/share.service';
import type { SiteConfigService } from '../domain/site-config/site-config.service';
import type { TrackingService } from '../domain/tracking/tracking.service';
import type { AccountOptions } from './features/account.options';
import type { PlatformPorts } from './platform/platform-ports';
import type { KitSettings } from './settings';

/** The names of the features a page can list (one per capability of the domain map). */
export type FeatureName =
  | 'account'
  | 'providers'
  | 'passport'
  | 'reservation'
  | 'tracking'
  | 'location'
  | 'consent'
  | 'googleConsentMode'
  | 'siteConfig'
  | 'share'
  | 'servers'
  | 'mail'
  | 'download'
  | 'poster'
  | 'navBar'
  | 'content'
  | 'media'
  | 'affiliate'
  | 'monitoring';

/** A reporter whose sending can wait for the visitor's consent. */
export type GatedReporter = 'tracking' | 'monitoring';

/**
 * Everything a kit can provide, by name: the core's parts (`device`, `i18n`), each feature's
 * members (what `kit.<name>` reads) and the parts features share with each other only. A feature
 * reads another's by name: `ctx.get('tracking')`.
 */
export interface KitParts {
  readonly device: DeviceInfo;
  readonly i18n: LanguageService;
  readonly account: AccountService;
  readonly createLoginWidget: (options?: LoginWidgetOptions) => LoginWidgetMachine;
  readonly passport: PassportService;
  readonly reservation: ReservationService;
  readonly tracking: TrackingService;
  readonly location: LocationService;
  readonly consent: ConsentService;
  readonly siteConfig: SiteConfigService;
  readonly share: ShareService;
  readonly servers: ServerService;
  readonly mail: MailService;
  readonly download: DownloadService;
  readonly poster: PosterMaker;
  readonly navBar: NavBarSwipe;
  readonly content: ContentService;
  readonly media: MediaService;
  readonly affiliate: AffiliateArea;
  readonly monitoring: MonitoringService;
  /** The one challenge runner of every passport and single-sign-on path (`account`, `passport`, `affiliate`). */
  readonly challenges: ChallengeRunner;
  /** What the challenges are shown with (`account`). */
  readonly challengeOptions: Pick<AccountOptions, 'captcha' | 'secondVerify' | 'verification'>;
  /** The provider logins' settings and lazy code (`providers`). */
  readonly providerPlugin: ProviderPlugin;
  /** The consent gate a reporter's sending waits behind; undefined for the page's explicit opt-out (`consent`). */
  readonly consentGate: (reporter: GatedReporter) => ConsentGate | undefined;
  /** The channel app id the process calls send (`tracking`). */
  readonly channelAppId: string | undefined;
}

/** What every kit provides whatever it lists. */
export type CoreParts = Pick<KitParts, 'device' | 'i18n'>;

/** The name of something a kit can provide. */
export type PartName = keyof KitParts;

/** What a feature's factories and hooks are given: the settings, the platform's ports and the other features' parts. */
export interface FeatureContext {
  /** The kit's validated common settings (aid, appId, activityId, origins, timeout). */
  readonly settings: KitSettings;
  /** The platform's ports, as the listed features see them (monitoring watches `http`). */
  readonly ports: PlatformPorts;
  /**
   * The part provided under `name`, built on its first read (once per kit).
   * @throws CampaignKitError `FEATURE_MISSING` when no listed feature provides it.
   */
  get<K extends PartName>(name: K): KitParts[K];
  /** The part provided under `name`, or undefined when no listed feature provides it. */
  find<K extends PartName>(name: K): KitParts[K] | undefined;
  /** True when the page listed the feature. */
  has(name: FeatureName): boolean;
}

/** A factory per name, each given the kit's context. */
export type Factories<T> = { readonly [K in keyof T]: (context: FeatureContext) => T[K] };

/**
 * A capability a page lists in `createCampaignKit({ features: [...] })`, in the manner of
 * Sentry's integrations: a plain object with a name, what it provides as factories, and hooks.
 * Build one with a feature factory (`account()`, `reservation()`, `tracking({ zone })`, ...).
 *
 * @typeParam Name - the feature's name, used in errors and `kit.features`.
 * @typeParam Members - what it adds to the kit, e.g. `{ reservation: ReservationService }`.
 * @typeParam Parts - what it provides to other features only, e.g. `{ consentGate: ... }`.
 */
export interface Feature<Name extends FeatureName = FeatureName, Members extends Partial<KitParts> = object, Parts extends Partial<KitParts> = object> {
  readonly name: Name;
  /** Features that must be listed too; the kit refuses to be built without them. */
  readonly requires?: readonly FeatureName[];
  /** The members this feature adds to the kit, each built by its factory on first read. */
  readonly members: Factories<Members>;
  /** What this feature provides to the other features only, built on first read; the first feature listed that provides a name is the one used. */
  readonly parts?: Factories<Parts>;
  /** Ports this feature puts in place of the platform's for every feature (monitoring watches the HttpPort). */
  ports?(ports: PlatformPorts, context: FeatureContext): Partial<PlatformPorts>;
  /**
   * Wires this feature to another's part (subscriptions). Each link is made when that part is
   * first built, so a kit builds nothing before a page reads it.
   */
  readonly links?: readonly FeatureLink[];
  /**
   * Work that must come before every other script of the page (Consent Mode's default): run as
   * the kit is built, before `createCampaignKit` returns. It sends and loads nothing.
   * @returns what undoes it, run by `kit.destroy()`.
   */
  created?(context: FeatureContext): (() => void) | void;
  /**
   * Start-up work that must not wait for the page (listening to its errors): `kit.start()` runs it
   * at once, before any start-up effect. It sends and loads nothing.
   */
  listen?(context: FeatureContext): void;
  /** Start-up effects (reports, lookups, applying remote config), run by `kit.start()`, paced by the page's paints. */
  start?(context: FeatureContext): void | Promise<void>;
}

/** A link from one feature to another's part, made when that part is first built. */
export interface FeatureLink {
  /** The other feature's part. */
  readonly to: PartName;
  /** Makes the link; returns what undoes it. */
  connect(part: unknown, context: FeatureContext): () => void;
}

/** A typed {@link FeatureLink}: `connect` runs with the part provided under `to`, once it is first built. */
export function linkTo<K extends PartName>(to: K, connect: (part: KitParts[K], context: FeatureContext) => () => void): FeatureLink {
  return { to, connect: connect as FeatureLink['connect'] };
}

/** Any feature, whatever it provides. */
export type AnyFeature = Feature<FeatureName, object, object>;

/** The members one feature adds. */
export type MembersOf<F> = F extends Feature<FeatureName, infer Members, object> ? Members : never;

/**
 * The intersection of the members of a union: `A | B` becomes `A & B`. {@link FeatureMembers}
 * uses it to merge what each listed feature adds into one kit type.
 * @typeParam U - the union to merge.
 */
export type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** The members a list of features adds together. */
export type FeatureMembers<F extends readonly AnyFeature[]> = [F[number]] extends [never] ? unknown : UnionToIntersection<MembersOf<F[number]>>;

/** Which feature adds each member of the kit, for the error that names the feature to add. */
export const MEMBER_FEATURES: Readonly<Record<string, FeatureName>> = {
  account: 'account',
  createLoginWidget: 'account',
  passport: 'passport',
  reservation: 'reservation',
  tracking: 'tracking',
  location: 'location',
  consent: 'consent',
  siteConfig: 'siteConfig',
  share: 'share',
  servers: 'servers',
  mail: 'mail',
  download: 'download',
  poster: 'poster',
  navBar: 'navBar',
  content: 'content',
  media: 'media',
  affiliate: 'affiliate',
  monitoring: 'monitoring',
};
