import { usePageText } from '../i18n/use-texts';
import { useId, useState } from 'react';
import { safeHttpUrl } from '../../domain/consent/link-markup';
import type { CookieEntry } from '../../domain/consent/consent.types';

interface CookieDetailsProps {
  readonly entries: readonly CookieEntry[];
  readonly label: string;
  readonly providerLabel: string;
}

/** The collapsible 'Cookie details' section: a disclosure button and, when open, each cookie's name, provider and link. */
export function CookieDetails({ entries, label, providerLabel }: CookieDetailsProps) {
  const text = usePageText();
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  return (
    <div className="ck-consent-details">
      <button
        type="button"
        className="ck-consent-details__toggle"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded(!expanded)}
      >
        {label}
      </button>
      <ul id={regionId} className="ck-consent-details__list" hidden={!expanded}>
        {entries.map((entry) => {
          const link = entry.link ? safeHttpUrl(entry.link) : undefined;
          return (
            <li key={entry.key}>
              <strong>{text(entry.name)}</strong>
              {entry.provider ? ` · ${providerLabel}: ${text(entry.provider)}` : null}
              {link ? (
                <>
                  {' · '}
                  <a className="ck-consent__link" href={link} target="_blank" rel="noopener noreferrer">
                    {link}
                  </a>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
