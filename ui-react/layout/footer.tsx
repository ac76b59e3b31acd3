import { useEffect, useMemo } from 'react';
import { DEFAULT_FOOTER_HREFS, resolveFooter } from '../../domain/layout/footer-rules';
import type { FooterModel, FooterOptions } from '../../domain/layout/footer.types';
import { useWidgetLanguage } from '../i18n/widget-language';
import { useLayoutTexts } from './layout-texts';
import { useBrowserValue } from '../shared/use-browser-value';
import { useLayoutMode } from './use-layout-mode';

/** Props of {@link Footer}: the options plus theme and layout. */
export interface FooterProps extends FooterOptions {
  /** Defaults to `'light'`. */
  readonly theme?: 'light' | 'dark';
  /** `desktop` (250 px high), `mobile` (scaled against a 750 px design width) or `auto` (by viewport, mobile at 750 px or less). Defaults to `'auto'`. */
  readonly layout?: 'desktop' | 'mobile' | 'auto';
  /**
   * The page's address, for from_source and the licence table. Defaults to `location.href`; a server
   * render, which has none, and the hydration of its markup use `http://localhost/`.
   */
  readonly pageUrl?: string;
}

function Line({ line }: { readonly line: NonNullable<FooterModel['icp']> }) {
  return line.href ? (
    <a href={line.href} target="_blank" rel="noopener noreferrer">
      {line.text}
    </a>
  ) : (
    <span>{line.text}</span>
  );
}

/** What a server render takes as the page's address when the page gives none (it has no location). */
const SERVER_PAGE_URL = 'http://localhost/';
const pageHref = () => (typeof location === 'undefined' ? SERVER_PAGE_URL : location.href);

/**
 * The footer: four links, the minors-protection badge (to the guardian site with
 * from_source), the anti-addiction slogans, the public-security filing and ICP numbers, the
 * copyright line and the publication licence line chosen by host. Ignored configuration gives a
 * console warning.
 * @example
 * ```tsx
 * <Footer theme="dark" copyright="© 2026 星渊工作室" licenceTable={{ 'game.example.com': '...' }} />
 * ```
 */
export function Footer({ theme = 'light', layout = 'auto', pageUrl, ...options }: FooterProps) {
  const t = useLayoutTexts();
  const language = useWidgetLanguage();
  const mode = useLayoutMode(layout);
  // A server render has no address: it and the hydration of its markup use SERVER_PAGE_URL.
  const href = useBrowserValue(pageHref, SERVER_PAGE_URL);
  const url = pageUrl ?? href;
  const defaults = useMemo(() => t.links.map((text, index) => ({ text, href: DEFAULT_FOOTER_HREFS[index] ?? '/' })), [t]);
  const model = resolveFooter(options, url, defaults, language);
  const warnings = model.warnings.join('\n');

  useEffect(() => {
    if (warnings) console.warn(`campaign-kit footer: ${warnings}`);
  }, [warnings]);

  return (
    <footer className={`ck-footer ck-footer--${mode} ck-footer--${theme}`}>
      <div className="ck-footer__inner">
        <ul className="ck-footer__links">
          {model.links.map((link) => (
            <li key={link.href + link.text}>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
        <a className="ck-footer__guardian" href={model.guardianHref} target="_blank" rel="noopener noreferrer">
          <span className="ck-footer__badge" aria-hidden="true">
            ♥
          </span>
          {t.guardianBadge}
        </a>
        {t.slogans.map((slogan) => (
          <p key={slogan} className="ck-footer__slogan">
            {slogan}
          </p>
        ))}
        {model.policeFiling || model.icp ? (
          <p className="ck-footer__filing">
            {model.policeFiling ? <Line line={model.policeFiling} /> : null}
            {model.policeFiling && model.icp ? ' ' : null}
            {model.icp ? <Line line={model.icp} /> : null}
          </p>
        ) : null}
        {model.copyright ? <p className="ck-footer__copyright">{model.copyright}</p> : null}
        {model.licence ? <p className="ck-footer__licence">{model.licence}</p> : null}
      </div>
    </footer>
  );
}
