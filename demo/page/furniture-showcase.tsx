import { useEffect, useState } from 'react';
import type { SiteConfigOutcome } from 'campaign-kit';
import { Footer, useCampaignKit, useStateSource } from 'campaign-kit/react';
import { DEMO_FOOTER } from './furniture';
import { kit } from './kit';

/** Site config applied once for the page; the outcome is shown below. */
const siteConfigOutcome = kit.siteConfig.apply();

/** The page furniture in every variant: footers light and dark, desktop and mobile; cookie settings; site config. */
export function FurnitureShowcase() {
  const { consent } = useCampaignKit();
  const { status } = useStateSource(consent);
  const [outcome, setOutcome] = useState<SiteConfigOutcome>();
  useEffect(() => {
    let mounted = true;
    void siteConfigOutcome.then((value) => mounted && setOutcome(value));
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <section className="demo-furniture" id="furniture" aria-labelledby="furniture-title">
      <h2 id="furniture-title">页面组件</h2>
      <p>
        Cookie 状态：<output aria-label="Cookie 状态">{status}</output>{' '}
        <button type="button" className="demo-furniture__button" onClick={() => consent.openPanel()}>
          打开 Cookie 设置
        </button>
      </p>
      <p className="demo-site-config__flag">
        站点配置：已应用 <output aria-label="已应用的站点配置">{outcome ? outcome.applied.length : '…'}</output> 项，拒绝{' '}
        <output aria-label="被拒绝的站点配置">{outcome ? outcome.failures.length : '…'}</output> 项
      </p>
      <div className="demo-furniture__grid">
        {(['light', 'dark'] as const).map((theme) => (
          <figure key={theme} className="demo-furniture__frame demo-furniture__frame--desktop">
            <figcaption>桌面 · {theme === 'light' ? '浅色' : '深色'}</figcaption>
            <Footer {...DEMO_FOOTER} theme={theme} layout="desktop" />
          </figure>
        ))}
        {(['light', 'dark'] as const).map((theme) => (
          <figure key={`m-${theme}`} className="demo-furniture__frame demo-furniture__frame--mobile">
            <figcaption>移动 · {theme === 'light' ? '浅色' : '深色'}</figcaption>
            <Footer {...DEMO_FOOTER} theme={theme} layout="mobile" />
          </figure>
        ))}
      </div>
    </section>
  );
}
