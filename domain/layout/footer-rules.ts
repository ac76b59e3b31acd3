import { safeHref } from '../shared/navigation';
import type { Language } from '../i18n/language';
import { pageText, type PageText } from '../i18n/texts';
import type { FooterLine, FooterLink, FooterModel, FooterOptions, ResolvedFooterLine } from './footer.types';

/** The footer has four links, and only a list of exactly four overrides the defaults. */
export const FOOTER_LINK_COUNT = 4;

/** Where the minors-protection badge goes unless the page says otherwise: a path on the page's own site. */
export const DEFAULT_GUARDIAN_URL = '/guardian/';

/** The default links' addresses, order: about, user agreement, privacy policy, join-us. */
export const DEFAULT_FOOTER_HREFS = ['/about', '/agreement', '/privacy', '/join-us'] as const;

/**
 * The footer's four links: `links` when it holds exactly four links with text and a safe address,
 * else the defaults (with a warning when a list was given).
 * @param defaults - the default links' texts in the widget language, with {@link DEFAULT_FOOTER_HREFS}.
 */
export function footerLinks(
  links: readonly FooterLink[] | undefined,
  defaults: readonly ResolvedFooterLine[],
  language: Language = 'zh-CN',
): { links: readonly ResolvedFooterLine[]; warning?: string } {
  if (links === undefined) return { links: defaults };
  if (links.length !== FOOTER_LINK_COUNT) {
    return { links: defaults, warning: `footer links need exactly ${FOOTER_LINK_COUNT} entries, got ${links.length}; using the defaults` };
  }
  const safe = links.map((link) => ({ text: link.text === undefined ? '' : pageText(link.text, language), href: safeHref(link.href) }));
  if (safe.some((link) => !link.text || !link.href)) {
    return { links: defaults, warning: 'footer links need text and an http(s) or /path address; using the defaults' };
  }
  return { links: safe as ResolvedFooterLine[] };
}

/** From_source is the option, else the first label of the host name (`game.example.com` gives `game`). */
export function fromSourceOf(option: string | undefined, pageUrl: string): string {
  if (option) return option;
  return new URL(pageUrl).hostname.split('.')[0] ?? '';
}

/** The licence text is the option, else the table's entry for the host (with or without `www.`), else empty. */
export function licenceFor(
  pageUrl: string,
  table: Readonly<Record<string, PageText>> | undefined,
  override: PageText | undefined,
  language: Language = 'zh-CN',
): string {
  if (override !== undefined) return pageText(override, language);
  const host = new URL(pageUrl).hostname.toLowerCase();
  const bare = host.replace(/^www\./, '');
  return pageText(table?.[host] ?? table?.[bare] ?? table?.[`www.${bare}`] ?? '', language);
}

/**
 * A filing line in `language`, its address through {@link safeHref}: an unsafe one
 * (`javascript:`, `//evil.com`) is dropped, so the line shows as text, with a warning.
 * @param name - the option's name, for the warning (`icp`).
 */
function lineIn(line: FooterLine | undefined, language: Language, name: string, warnings: string[]) {
  if (!line) return undefined;
  const text = pageText(line.text, language);
  if (line.href === undefined) return { text };
  const href = safeHref(line.href);
  if (!href) {
    warnings.push(`footer ${name}.href must be an http(s) or /path address; showing the line without a link`);
    return { text };
  }
  return { text, href };
}

/**
 * Applies the footer rules to the page's options, with each page text in `language`.
 * @param pageUrl - the page's address (from `PagePort.url()`).
 * @param defaultLinks - the default links in the widget language.
 * @param language - the widget language. Defaults to `'zh-CN'`.
 */
export function resolveFooter(options: FooterOptions, pageUrl: string, defaultLinks: readonly ResolvedFooterLine[], language: Language = 'zh-CN'): FooterModel {
  const { links, warning } = footerLinks(options.links, defaultLinks, language);
  const warnings = warning ? [warning] : [];
  const fromSource = fromSourceOf(options.fromSource, pageUrl);
  let guardian = safeHref(options.guardianUrl ?? DEFAULT_GUARDIAN_URL);
  if (!guardian) {
    warnings.push(`footer guardianUrl must be an http(s) or /path address; using ${DEFAULT_GUARDIAN_URL}`);
    guardian = DEFAULT_GUARDIAN_URL;
  }
  const guardianUrl = new URL(guardian, pageUrl);
  guardianUrl.searchParams.set('from_source', fromSource);
  return {
    links,
    guardianHref: guardianUrl.toString(),
    fromSource,
    licence: licenceFor(pageUrl, options.licenceTable, options.licence, language),
    policeFiling: lineIn(options.policeFiling, language, 'policeFiling', warnings),
    icp: lineIn(options.icp, language, 'icp', warnings),
    copyright: pageText(options.copyright, language),
    warnings,
  };
}
