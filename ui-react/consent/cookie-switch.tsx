import { usePageText } from '../i18n/use-texts';
import { useId } from 'react';
import type { CookieEntry } from '../../domain/consent/consent.types';

interface CookieSwitchProps {
  readonly entry: CookieEntry;
  readonly on: boolean;
  /** allowChange false: disabled and always on. */
  readonly locked: boolean;
  readonly lockedText: string;
  readonly onToggle: () => void;
}

/** One cookie's switch: a labelled `role="switch"` button with `aria-checked`. */
export function CookieSwitch({ entry, on, locked, lockedText, onToggle }: CookieSwitchProps) {
  const text = usePageText();
  const labelId = useId();
  return (
    <li className="ck-consent-switch">
      <span id={labelId} className="ck-consent-switch__label">
        {text(entry.name)}
        {locked ? <span className="ck-consent-switch__note"> ({lockedText})</span> : null}
      </span>
      <button
        type="button"
        role="switch"
        className="ck-consent-switch__control"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={locked}
        onClick={onToggle}
      >
        <span className="ck-consent-switch__thumb" aria-hidden="true" />
      </button>
    </li>
  );
}
