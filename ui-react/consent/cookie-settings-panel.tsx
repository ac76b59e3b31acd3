import { usePageText } from '../i18n/use-texts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cookieEntries, isLocked } from '../../domain/consent/consent-config';
import type { ConsentService } from '../../domain/consent/consent.service';
import type { ConsentTexts } from '../../domain/i18n/consent-texts';
import { useInert } from '../shared/use-inert';
import { useStateSource } from '../shared/use-state-source';
import { CookieDetails } from './cookie-details';
import { CookieSwitch } from './cookie-switch';
import { useConsentTexts } from './consent-texts';
import { useFocusTrap } from './focus-trap';
import { MarkupText } from './markup-text';

/** Props of {@link CookieSettingsPanel}. */
export interface CookieSettingsPanelProps {
  /** The consent service: `kit.consent`, or one built by hand and initialised. */
  readonly consent: ConsentService;
  /** Texts to use instead of the built-in ones of the widget language. */
  readonly texts?: Partial<ConsentTexts>;
}

/**
 * The cookie settings side panel: a modal dialog with one labelled switch per cookie
 * (allowChange false: disabled and on), the collapsible 'Cookie details' section and Save. Focus
 * stays inside while it is open; Escape, the close button and the backdrop close it and revert
 * unsaved toggles. Slides in and out in 300 ms (no motion under prefers-reduced-motion).
 * Opened by `consent.openPanel()` (the banner's Cookie Setting); it renders nothing until then.
 * @example
 * ```tsx
 * <CookieSettingsPanel consent={kit.consent} />
 * ```
 */
export function CookieSettingsPanel({ consent, texts }: CookieSettingsPanelProps) {
  const state = useStateSource(consent);
  const t = useConsentTexts(texts);
  const text = usePageText();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const open = state.panelOpen;
  // Nothing is rendered until the first opening (which slides in from its @starting-style):
  // a page that never opens the panel never lays it out.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const trapTab = useFocusTrap(dialogRef, open);
  const inertRef = useInert<HTMLDivElement>(!open);
  if (!mounted) return null;
  const { cookieTypes } = consent.config;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      consent.closePanel();
    } else trapTab(event);
  };

  return (
    <div className="ck-consent-layer" data-open={open} aria-hidden={!open} ref={inertRef}>
      <div className="ck-consent-backdrop" onClick={() => consent.closePanel()} />
      <div ref={dialogRef} className="ck-consent-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <header className="ck-consent-panel__header">
          <h2 id={titleId} className="ck-consent-panel__title">
            {t.panelTitle}
          </h2>
          <button type="button" className="ck-consent-panel__close" aria-label={t.close} onClick={() => consent.closePanel()}>
            ×
          </button>
        </header>
        <div className="ck-consent-panel__body">
          {cookieTypes.map((type) => (
            <section key={text(type.name)} className="ck-consent-type">
              <h3 className="ck-consent-type__name">{text(type.name)}</h3>
              {type.description ? (
                <p className="ck-consent-type__description">
                  <MarkupText source={text(type.description)} />
                </p>
              ) : null}
              <ul className="ck-consent-type__switches">
                {type.cookies.map((entry) => (
                  <CookieSwitch
                    key={entry.key}
                    entry={entry}
                    on={state.switches[entry.key] === true}
                    locked={isLocked(entry)}
                    lockedText={t.alwaysOn}
                    onToggle={() => consent.toggle(entry.key)}
                  />
                ))}
              </ul>
            </section>
          ))}
          <CookieDetails entries={cookieEntries(consent.config)} label={t.cookieDetails} providerLabel={t.provider} />
        </div>
        <footer className="ck-consent-panel__footer">
          <button type="button" className="ck-consent-button ck-consent-button--primary" onClick={() => consent.save()}>
            {t.save}
          </button>
        </footer>
      </div>
    </div>
  );
}
