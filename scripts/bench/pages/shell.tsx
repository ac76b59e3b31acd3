import { useState, type ReactNode } from 'react';
import './shell.css';

/** A square logo, inline so the page makes no image request of its own. */
export const LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23ffd36e'/%3E%3C/svg%3E";

/** The campaign page's hero: heading, paragraph, a button, and whatever the page adds under them. */
export function Hero({ children }: { readonly children?: ReactNode }) {
  const [opened, setOpened] = useState(0);
  return (
    <section className="hero">
      <h1 className="hero__title">《星渊回响》全平台预约开启</h1>
      <p className="hero__text">预约即领限定头像框与星辉石，邀请好友解锁更多奖励。新赛季「星海远征」将于春季开放。</p>
      <button type="button" className="hero__cta" onClick={() => setOpened((count) => count + 1)}>
        {opened > 0 ? `活动详情（${opened}）` : '活动详情'}
      </button>
      {children ? <div className="hero__widgets">{children}</div> : null}
    </section>
  );
}

/** The site's own footer lines. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>抵制不良游戏，拒绝盗版游戏。注意自我保护，谨防受骗上当。</p>
      <p>适度游戏益脑，沉迷游戏伤身。合理安排时间，享受健康生活。</p>
    </footer>
  );
}
