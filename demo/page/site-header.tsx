import { useCampaignKit, useStateSource, useTexts } from 'campaign-kit/react';
import { Emblem } from './emblem';
import { LanguageSwitch } from './furniture';
import { SITE_COPY } from './site-copy';

interface SiteHeaderProps {
  /** Opens the easy-login widget. */
  readonly onLogin: () => void;
}

/** The page's one header: the game's mark, section links, the language switch, and login (or the logged-in visitor's name). */
export function SiteHeader({ onLogin }: SiteHeaderProps) {
  const account = useStateSource(useCampaignKit().account);
  const copy = useTexts(SITE_COPY);
  const username = account.status === 'logged-in' ? account.user?.username : undefined;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__brand" href="#top">
          <Emblem className="site-header__emblem" />
          <span className="site-header__name">{copy.gameName}</span>
        </a>
        <nav className="site-header__nav" aria-label={copy.sections}>
          <a href="#features">{copy.features}</a>
          <a href="#rewards">{copy.rewards}</a>
        </nav>
        <LanguageSwitch />
        {username ? (
          <button type="button" className="site-header__account" onClick={onLogin}>
            {username}
          </button>
        ) : (
          <a
            className="site-header__login"
            href="#login"
            onClick={(event) => {
              event.preventDefault();
              onLogin();
            }}
          >
            {copy.login}
          </a>
        )}
      </div>
    </header>
  );
}
