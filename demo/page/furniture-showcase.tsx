import { useEffect, useState } from 'react';
import type { SiteConfigOutcome } from 'campaign-kit/content';
import { Footer, useCampaignKit, useStateSource, useTexts } from 'campaign-kit/react';
import { DEMO_FOOTER } from './furniture';
import { GALLERY_COPY } from './gallery-copy';
import { kit } from './kit';

/** Site config applied once for the page; the outcome is shown below. */
const siteConfigOutcome = kit.siteConfig.apply();

/** The page furniture in every variant (the gallery's header is the top bar): footers light and dark, desktop and mobile; cookie settings; site config. */
export function FurnitureShowcase() {
  const { consent } = useCampaignKit();
  const { status } = useStateSource(consent);
  const copy = useTexts(GALLERY_COPY);
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
      <h2 id="furniture-title">{copy.furnitureTitle}</h2>
      <p>
        {copy.cookieStatus}: <output aria-label={copy.cookieStatus}>{status}</output>{' '}
        <button type="button" className="demo-furniture__button" onClick={() => consent.openPanel()}>
          {copy.openCookieSettings}
        </button>
      </p>
      <p className="demo-site-config__flag">
        {copy.siteConfig} · {copy.appliedSiteConfig}: <output aria-label={copy.appliedSiteConfig}>{outcome ? outcome.applied.length : '…'}</output> ·{' '}
        {copy.refusedSiteConfig}: <output aria-label={copy.refusedSiteConfig}>{outcome ? outcome.failures.length : '…'}</output>
      </p>
      <div className="demo-furniture__grid">
        {(['light', 'dark'] as const).map((theme) => (
          <figure key={theme} className="demo-furniture__frame demo-furniture__frame--desktop">
            <figcaption>
              {copy.desktop} · {copy[theme]}
            </figcaption>
            <Footer {...DEMO_FOOTER} theme={theme} layout="desktop" />
          </figure>
        ))}
        {(['light', 'dark'] as const).map((theme) => (
          <figure key={`m-${theme}`} className="demo-furniture__frame demo-furniture__frame--mobile">
            <figcaption>
              {copy.mobile} · {copy[theme]}
            </figcaption>
            <Footer {...DEMO_FOOTER} theme={theme} layout="mobile" />
          </figure>
        ))}
      </div>
    </section>
  );
}
