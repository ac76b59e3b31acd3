import type { PageText } from '../i18n/texts';
/** One cookie the page sets (cookie setting entry). Texts are one string, or one per language. */
export interface CookieEntry {
  /** Stable id, used in the stored settings and in the consent gates' key lists. */
  readonly key: string;
  readonly name: PageText;
  /** Who sets the cookie, e.g. the analytics vendor. */
  readonly provider?: PageText;
  /** Where the provider's policy is (an http or https address). */
  readonly link?: string;
  /** The switch's position before the visitor decides. Defaults to `false`. */
  readonly enable?: boolean;
  /** `false`: the switch is disabled and always on. Defaults to `true`. */
  readonly allowChange?: boolean;
}

/** A group of cookies shown together in the settings panel (cookie type). Texts are one string, or one per language. */
export interface CookieType {
  readonly name: PageText;
  /** Plain text, with link markup: `[text@url]` shows `text` as a link to `url`. */
  readonly description?: PageText;
  readonly cookies: readonly CookieEntry[];
}

/** The banner's configuration (banner config). */
export interface BannerConfig {
  /** The simple variant: a title, OK and Learn More. Defaults to `false`. */
  readonly isSimple?: boolean;
  /** The Learn More address of the simple variant (http or https). */
  readonly learnMore?: string;
  /** The banner text, with `[text@url]` link markup; one string, or one per language. */
  readonly description?: PageText;
  /** The simple variant's title; one string, or one per language. */
  readonly title?: PageText;
}

/** The region a campaign runs in (`cn`, or the overseas `sg`, `va` and `boe`). */
export type ConsentRegion = 'cn' | 'sg' | 'va' | 'boe';

/** What the page configures for cookie consent. */
export interface ConsentConfig {
  readonly cookieTypes: readonly CookieType[];
  readonly banner?: BannerConfig;
  /**
   * The campaign's region. Outside `cn` (every other region counts as overseas) no switch starts
   * on before the visitor decides, whatever its `enable` says: the visitor turns each one on.
   * Defaults to `'cn'`.
   */
  readonly region?: ConsentRegion;
}

/** The visitor's decision as stored locally: accepted is code 1, rejected code 2. */
export interface ConsentRecord {
  readonly status: 'accepted' | 'rejected';
  readonly code: 1 | 2;
  /** When the decision was made, ms since the epoch. */
  readonly time: number;
}

/** `pending` until the visitor decides (or after the stored decision expired). */
export type ConsentStatus = 'pending' | ConsentRecord['status'];

/** What other services read: the decision and the cookie keys it allows. */
export interface ConsentDecision {
  readonly status: ConsentStatus;
  /** Keys of the cookies switched on by the saved decision (locked ones always); empty while pending. */
  readonly granted: readonly string[];
}

/** The consent widget's state (a StateSource the UI renders). */
export interface ConsentState extends ConsentDecision {
  readonly bannerOpen: boolean;
  readonly panelOpen: boolean;
  /** The panel's switches by cookie key: the working copy, saved by `save()`, reverted by `closePanel()`. */
  readonly switches: Readonly<Record<string, boolean>>;
}
