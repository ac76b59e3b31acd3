import { usePageText } from '../i18n/use-texts';
import type { ConsentService } from '../../domain/consent/consent.service';
import { safeHttpUrl } from '../../domain/consent/link-markup';
import type { ConsentTexts } from '../../domain/i18n/consent-texts';
import { useBrowserValue } from '../shared/use-browser-value';
import { useInert } from '../shared/use-inert';
import { useStateSource } from '../shared/use-state-source';
import { useConsentTexts } from './consent-texts';
import { MarkupText } from './markup-text';

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  /** The consent service: `kit.consent`, or one built by hand and initialised. */
  readonly consent: ConsentService;
  /** Texts to use instead of the built-in ones of the widget language. */
  readonly texts?: Partial<ConsentTexts>;
}

/**
 * The cookie banner at the bottom of the page: the description with its links, then
 * Cookie Setting, Reject All and Accept All; the simple variant (`banner.isSimple`) shows a title,
 * OK (accepts) and Learn More. A labelled region whose text is announced when it opens; it slides
 * in and out in 300 ms (no motion under prefers-reduced-motion). Renders nothing before
 * `consent.init`. Rendered on the server it is closed (the visitor's decision is stored in the
 * browser) and opens once hydrated.
 * @example
 * ```tsx
 * <CookieBanner consent={kit.consent} />
 * ```
 */
export function CookieBanner({ consent, texts }: CookieBannerProps) {
  const state = useStateSource(consent);
  const t = useConsentTexts(texts);
  const text = usePageText();
  // A server render cannot see the visitor's stored decision: the banner is closed there and while
  // that markup hydrates, then opens for a visitor who has not decided.
  const inBrowser = useBrowserValue(() => true, false);
  const open = inBrowser && state.bannerOpen && !state.panelOpen;
  const inertRef = useInert<HTMLElement>(!open);
  const banner = consent.config.banner ?? {};
  const learnMore = banner.learnMore ? safeHttpUrl(banner.learnMore) : undefined;

  return (
    <section className="ck-consent-banner" data-open={open} aria-label={t.bannerLabel} aria-hidden={!open} ref={inertRef}>
      <div className="ck-consent-banner__inner" aria-live="polite">
        {open ? (
          <>
            {banner.isSimple ? <h2 className="ck-consent-banner__title">{text(banner.title) ?? t.simpleTitle}</h2> : null}
            {banner.description ? (
              <p className="ck-consent-banner__text">
                <MarkupText source={text(banner.description)} />
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="ck-consent-banner__actions">
        {banner.isSimple ? (
          <>
            {learnMore ? (
              <a className="ck-consent-button" href={learnMore} target="_blank" rel="noopener noreferrer">
                {t.learnMore}
              </a>
            ) : null}
            <button type="button" className="ck-consent-button ck-consent-button--primary" onClick={() => consent.acceptAll()}>
              {t.ok}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="ck-consent-button" onClick={() => consent.openPanel()}>
              {t.cookieSetting}
            </button>
            <button type="button" className="ck-consent-button" onClick={() => consent.rejectAll()}>
              {t.rejectAll}
            </button>
            <button type="button" className="ck-consent-button ck-consent-button--primary" onClick={() => consent.acceptAll()}>
              {t.acceptAll}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
