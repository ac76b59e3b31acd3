import { useState } from 'react';
import { isCampaignKitError } from 'campaign-kit';
import { useCampaignKit, useStateSource } from 'campaign-kit/react';
import { PAGE_HEALTH_TEXTS } from '../../domain/i18n/monitoring-texts';
import { formatText, textsFor } from '../../domain/i18n/texts';

/** An address the contract server answers 404: the image fails to load. */
const MISSING_IMAGE = '/site/static/page-health/missing.png';
/** The content call the failing button makes, and the answer the contract server is told to give it once. */
const FAILING_PATH = '/site/api/v2/news/detail';
const FAILING_STATUS = 503;

/**
 * Page health: three buttons that each make the page fail in one way (an uncaught error, an image
 * that does not load, a call answered 503) for `monitoring()` to report. Once the visitor accepts
 * the analytics cookies (the demo's monitoring gate), the three arrive at the contract server in
 * one batch, shown at /__dev/monitor.
 */
export function PageHealthSection() {
  const kit = useCampaignKit();
  const { language } = useStateSource(kit.i18n);
  const t = textsFor(PAGE_HEALTH_TEXTS, language);
  const [image, setImage] = useState<string>();
  const [outcome, setOutcome] = useState<string>();

  const throwError = () => {
    // Out of React's hands, as a page's own code throws: nothing catches it.
    window.setTimeout(() => {
      throw new Error('page health demo: the button threw');
    }, 0);
  };
  const loadMissingImage = () => setImage(`${MISSING_IMAGE}?attempt=${Date.now()}`);
  const failCall = async () => {
    setOutcome(undefined);
    // The contract server's door for this: the next news-detail call answers 503, once.
    await fetch('/__dev/next-response', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: FAILING_PATH, status: FAILING_STATUS }) }).catch(() => undefined);
    try {
      await kit.content.newsDetail('1');
      setOutcome('200');
    } catch (error) {
      setOutcome(formatText(t.callFailed, { status: isCampaignKitError(error) && error.status ? error.status : '—' }));
    }
  };

  return (
    <section className="demo-share" aria-labelledby="demo-health-title">
      <h2 id="demo-health-title">{t.title}</h2>
      <p className="demo-share__platform">{t.intro}</p>
      <div className="demo-platform-switch">
        <button type="button" className="ck-share__button" onClick={throwError}>
          {t.throwError}
        </button>
        <button type="button" className="ck-share__button" onClick={loadMissingImage}>
          {t.loadMissingImage}
        </button>
        <button type="button" className="ck-share__button" onClick={() => void failCall()}>
          {t.failCall}
        </button>
      </div>
      {image ? <img src={image} alt={t.missingImage} width={64} height={64} /> : null}
      <p role="status">{outcome}</p>
      <a className="demo-platform-switch__link" href="/__dev/monitor" target="_blank" rel="noopener">
        {t.reports}
      </a>
    </section>
  );
}
