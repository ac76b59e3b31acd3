import type { ContainerModule } from 'inversify';
import type { Token } from '../ports/tokens';
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

/** What a feature reads from the kit's container while it builds its members or starts. */
export interface FeatureContext {
  /** The kit's common settings (aid, appId, activityId, origins, timeout). */
  readonly settings: KitSettings;
  /**
   * The service bound to `token`.
   * @throws CampaignKitError `FEATURE_MISSING` when nothing is bound to it.
   */
  get<T>(token: Token<T>): T;
  /** The service bound to `token`, or undefined when its feature is not listed. */
  find<T>(token: Token<T>): T | undefined;
  /** True when the page listed the feature. */
  has(name: FeatureName): boolean;
}

/**
 * A capability a page lists in `createCampaignKit({ features: [...] })`, in the manner of
 * Sentry's integrations: it binds its services in the kit's container and adds its members to the
 * kit. Build one with a feature factory (`account()`, `reservation()`, `tracking({ zone })`, ...).
 *
 * @typeParam Name - the feature's name, used in errors and `kit.features`.
 * @typeParam Members - what it adds to the kit, e.g. `{ account: AccountService }`.
 */
export interface Feature<Name extends FeatureName = FeatureName, Members extends object = object> {
  readonly name: Name;
  /** Features that must be listed too; the kit refuses to start without them. */
  readonly requires?: readonly FeatureName[];
  /** The container modules binding this feature's services (shared modules are loaded once). */
  readonly modules: readonly ContainerModule[];
  /** The members this feature adds to the kit; resolved when first read. */
  readonly members: { readonly [K in keyof Members]: (context: FeatureContext) => Members[K] };
  /**
   * Wires this feature to the others listed (subscriptions). Each link is made when the other
   * feature's service is first used, so a kit builds nothing before a page reads it.
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

/** A link from one feature to another's service, made when that service is first resolved. */
export interface FeatureLink {
  /** The other feature's service; the link is made when it is first resolved. */
  readonly to: Token<unknown>;
  /** Makes the link; returns what undoes it. */
  connect(service: unknown, context: FeatureContext): () => void;
}

/** A typed {@link FeatureLink}: `connect` runs with the service bound to `to`, once it is first resolved. */
export function linkTo<T>(to: Token<T>, connect: (service: T, context: FeatureContext) => () => void): FeatureLink {
  return { to, connect: connect as FeatureLink['connect'] };
}

/** Any feature, whatever it adds. */
export type AnyFeature = Feature<FeatureName, object>;

/** The members one feature adds. */
export type MembersOf<F> = F extends Feature<FeatureName, infer Members> ? Members : never;

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
  monitor: 'monitoring',
};
