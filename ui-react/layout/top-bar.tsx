import { useEffect, type ReactNode } from 'react';
import { safeHref } from '../../domain/shared/navigation';
import type { PageText } from '../../domain/i18n/texts';
import { usePageText } from '../i18n/use-texts';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The logo image's address. */
  readonly logo: string;
  /** The logo's text alternative, e.g. the game's name: one string, or one per language. */
  readonly logoAlt: PageText;
  /**
   * Where the logo links: http, https or a site path starting with `/`. Any other address
   * (`javascript:`, `//evil.com`) is replaced by `'/'` with a console warning. Defaults to `'/'`.
   */
  readonly href?: string;
  /** Right-hand content (links, a login button). */
  readonly children?: ReactNode;
}

/**
 * The top bar: white, 48 px high, the logo on the left, content at most 1200 px wide.
 * @example
 * ```tsx
 * <TopBar logo="/logo.png" logoAlt="星渊回响"><a href="#news">新闻</a></TopBar>
 * ```
 */
export function TopBar({ logo, logoAlt, href = '/', children }: TopBarProps) {
  const text = usePageText();
  const safe = safeHref(href);
  useEffect(() => {
    if (!safe) console.warn(`campaign-kit top bar: href must be an http(s) or /path address, got ${href}; using /`);
  }, [safe, href]);
  return (
    <header className="ck-topbar">
      <div className="ck-topbar__inner">
        <a className="ck-topbar__logo" href={safe ?? '/'}>
          <img src={logo} alt={text(logoAlt)} />
        </a>
        {children ? <div className="ck-topbar__content">{children}</div> : null}
      </div>
    </header>
  );
}
