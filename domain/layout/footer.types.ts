/** One footer link: its text and address (http, https or a site path starting with `/`). */
export interface FooterLink {
  readonly text: string;
  readonly href: string;
}

/** A line of the footer that may link somewhere (filing numbers). */
export interface FooterLine {
  readonly text: string;
  readonly href?: string;
}

/** What a page configures for the footer (SPEC §2). */
export interface FooterOptions {
  /** Exactly four links (about, user agreement, privacy policy, join-us) replace the defaults; any other list is ignored with a warning. */
  readonly links?: readonly FooterLink[];
  /** The minors-protection badge's from_source. Defaults to the first label of the page's host name. */
  readonly fromSource?: string;
  /** The parental-guardian site the badge links to (http, https or /path). Defaults to `/guardian/` on the page's site. */
  readonly guardianUrl?: string;
  /** Publication-licence text by host name (the nine known game sites; some empty). */
  readonly licenceTable?: Readonly<Record<string, string>>;
  /** Publication-licence text for this page; overrides the table. */
  readonly licence?: string;
  /** The public-security filing number. */
  readonly policeFiling?: FooterLine;
  /** The ICP licence number. */
  readonly icp?: FooterLine;
  /** The copyright line. */
  readonly copyright?: string;
}

/** The footer as it renders: every rule of SPEC §2 applied. */
export interface FooterModel {
  readonly links: readonly FooterLink[];
  /** The minors-protection badge's address, with from_source. */
  readonly guardianHref: string;
  readonly fromSource: string;
  /** The publication-licence line; empty when the host has none. */
  readonly licence: string;
  readonly policeFiling?: FooterLine;
  readonly icp?: FooterLine;
  readonly copyright?: string;
  /** Configuration that was ignored, for a console warning. */
  readonly warnings: readonly string[];
}
