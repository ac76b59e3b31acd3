import { useTexts } from 'campaign-kit/react';
import { SITE_COPY } from './site-copy';

/** Health advice, what this page is, and the way to the component gallery. */
export function SiteFooter() {
  const copy = useTexts(SITE_COPY);
  return (
    <footer className="site-footer">
      {copy.healthAdvice.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="site-footer__small">
        {copy.about} · <a href="./gallery.html">{copy.gallery}</a>
      </p>
    </footer>
  );
}
