/** The name of a group-control action: see {@link GroupControlAction}. */
export type GroupControlActionName = 'inject-script' | 'inject-style' | 'run-script';
/** The group-control actions, every {@link GroupControlActionName}. */
export const GROUP_CONTROL_ACTIONS = ['inject-script', 'inject-style', 'run-script'] as const satisfies readonly GroupControlActionName[];

/**
 * One group-control action: inject-script (content is the script's address),
 * inject-style (content is CSS text) or run-script (content is script text); `pids` lists the
 * page ids it applies to (empty or absent: every page).
 */
export interface GroupControlAction {
  readonly action: GroupControlActionName;
  readonly content: string;
  readonly pids?: readonly string[];
}

/** One advertisement of the picture search, camelCase. */
export interface Advertisement {
  readonly id?: string;
  /** `setting` for group-control entries, `banner` for pictures. */
  readonly title: string;
  readonly imageUrl?: string;
  readonly linkUrl?: string;
  /** For `setting` entries: a JSON array of {@link GroupControlAction}. */
  readonly content?: string;
}

/** The picture search's answer: advertisements, count, page_index, page_size. */
export interface PictureSearchResult {
  readonly advertisements: readonly Advertisement[];
  readonly count: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** Options of `SiteConfigService.init`. */
export interface SiteConfigServiceOptions {
  /** Origin of the content service (`/site/api/v2/picture/search`). */
  readonly contentOrigin: string;
  /** This page's id, matched against each action's pids. */
  readonly pid?: string;
  /**
   * Origins (`https://cdn.example.com`) inject-script may load from, compared exactly (scheme,
   * host and port); https only, except http on localhost, 127.0.0.1 or [::1] for development.
   * Anything else is refused. Defaults to none.
   */
  readonly scriptOrigins?: readonly string[];
  /**
   * Let inject-style actions add style sheets. Defaults to `false`: a remote style sheet can read
   * what visitors type (attribute selectors with background images), so a page opts in.
   */
  readonly allowInjectStyle?: boolean;
  /** Let run-script actions run inline script. Defaults to `false`. */
  readonly allowRunScript?: boolean;
  /** The page's CSP nonce, set on every injected script and style. */
  readonly nonce?: string;
  /** The picture search's page and block parameters. */
  readonly page?: string;
  readonly block?: string;
}

/** Why an action was not applied, or the fetch failed. */
export type SiteConfigFailureReason =
  | 'fetch-failed'
  | 'malformed-config'
  | 'unknown-action'
  | 'origin-not-allowed'
  | 'inject-style-disabled'
  | 'run-script-disabled'
  | 'apply-failed';

/** A failure, reported on `failures$` and never thrown into the page. */
export interface SiteConfigFailure {
  readonly reason: SiteConfigFailureReason;
  readonly action?: GroupControlAction;
  readonly error?: unknown;
}

/** What one `apply()` did. */
export interface SiteConfigOutcome {
  readonly applied: readonly GroupControlAction[];
  readonly failures: readonly SiteConfigFailure[];
}
