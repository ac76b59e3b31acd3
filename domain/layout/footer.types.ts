import type { PageText } from '../i18n/texts';

/** One footer link: its text (one string, or one per language) and address (http, https or a site path starting with `/`). */
export interface FooterLink {
  readonly text: PageText;
  readonly href: string;
}

/** A line of the footer that may link somewhere (filing numbers); its text is one string, or one per language. */
export interface FooterLine {
  readonly text: PageText;
  /** Where the line links (http, https or a site path starting with `/`); any other address is dropped with a warning and the line shows as text. */
  readonly href?: string;
}

/** A footer link or line with its text in the widget language: the text shown and its address. */
export interface ResolvedFooterLine {
  readonly text: string;
  readonly href: string;
}

/** What a page configures for the footer. */
export interface FooterOptions {
  /** Exactly four links (about, user agreement, privacy policy, join-us) replace the defaults; any other list is ignored with a warning. */
  readonly links?: readonly FooterLink[];
  /** The minors-protection badge's from_source. Defaults to the first label of the page's host name. */
  readonly fromSource?: string;
  /** The parental-guardian site the badge links to (http, https or /path). Defaults to `/guardian/` on the page's site. */
  readonly guardianUrl?: string;
  /** Publication-licence text by host name (the nine known game sites; some empty). */
  readonly licenceTable?: Readonly<Record<string, PageText>>;
  /** Publication-licence text for this page; overrides the table. */
  readonly licence?: PageText;
  /** The public-security filing number. */
  readonly policeFiling?: FooterLine;
  /** The ICP licence number. */
  readonly icp?: FooterLine;
  /** The copyright line. */
  readonly copyright?: PageText;
}

/** The footer as it renders: the options resolved for the page's host and language. */
export interface FooterModel {
  readonly links: readonly ResolvedFooterLine[];
  /** The minors-protection badge's address, with from_source. */
  readonly guardianHref: string;
  readonly fromSource: string;
  /** The publication-licence line; empty when the host has none. */
  readonly licence: string;
  readonly policeFiling?: { readonly text: string; readonly href?: string };
  readonly icp?: { readonly text: string; readonly href?: string };
  readonly copyright?: string;
  /** Configuration that was ignored, for a console warning. */
  readonly warnings: readonly string[];
}
