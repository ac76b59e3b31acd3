import { useCampaignKit, useStateSource } from 'campaign-kit/react';
import { Emblem } from './emblem';

interface SiteHeaderProps {
  /** Opens the easy-login widget. */
  readonly onLogin: () => void;
}

/** The top bar: the game's mark, section links, and 登录 (or the logged-in visitor's name). */
export function SiteHeader({ onLogin }: SiteHeaderProps) {
  const account = useStateSource(useCampaignKit().account);
  const username = account.status === 'logged-in' ? account.user?.username : undefined;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__brand" href="#top">
          <Emblem className="site-header__emblem" />
          <span>星渊回响</span>
        </a>
        <nav className="site-header__nav" aria-label="页面导航">
          <a href="#features">游戏特色</a>
          <a href="#rewards">预约奖励</a>
        </nav>
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
            登录
          </a>
        )}
      </div>
    </header>
  );
}
