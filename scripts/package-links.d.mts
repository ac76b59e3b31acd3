/** A link target in a Markdown page and the line of the block it is in (1-based). */
export interface PageLink {
  readonly target: string;
  readonly line: number;
}

/** Every link target in a Markdown page (links, images, autolinks, bare addresses, raw HTML href/src). */
export declare function linksOf(text: string): PageLink[];

/** The anchors GitHub and npm give a page's headings. */
export declare function anchorsOf(text: string): Set<string>;

/**
 * Problems with the links of `pages` (package-relative path -> Markdown text), given the
 * package-relative paths of every packed file; empty when every link holds.
 */
export declare function checkPackageLinks(pages: ReadonlyMap<string, string>, packed: Iterable<string>): string[];
