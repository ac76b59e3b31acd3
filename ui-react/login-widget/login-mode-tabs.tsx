import { useRef, type KeyboardEvent } from 'react';
import type { LoginMode } from '../../domain/login-widget/login-widget.machine';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';
import { useTexts } from '../i18n/use-texts';

/** Props of {@link LoginModeTabs}. */
export interface LoginModeTabsProps {
  readonly modes: readonly LoginMode[];
  readonly selected: LoginMode;
  /** Each mode's tab label. */
  readonly labels: Readonly<Partial<Record<LoginMode, string>>>;
  /** The tab list's accessible name. Defaults to the widget texts' `loginModes` in the widget language. */
  readonly label?: string;
  /** The id of the tab panel the tabs control. */
  readonly panelId: string;
  readonly onSelect: (mode: LoginMode) => void;
}

/** The id of a mode's tab, for the tab panel's `aria-labelledby`. */
export function loginModeTabId(panelId: string, mode: LoginMode): string {
  return `${panelId}-tab-${mode}`;
}

/** The easy-login widget's tab per login mode, with arrow-key navigation. */
export function LoginModeTabs({ modes, selected, labels, label, panelId, onSelect }: LoginModeTabsProps) {
  const t = useTexts(WIDGET_TEXTS);
  const tabs = useRef(new Map<LoginMode, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = modes[(modes.indexOf(selected) + step + modes.length) % modes.length];
    if (next === undefined) return;
    onSelect(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div className="ck-tabs" role="tablist" aria-label={label ?? t.loginModes} onKeyDown={onKeyDown}>
      {modes.map((mode) => (
        <button
          key={mode}
          ref={(element) => {
            if (element) tabs.current.set(mode, element);
            else tabs.current.delete(mode);
          }}
          id={loginModeTabId(panelId, mode)}
          type="button"
          role="tab"
          className="ck-tabs__tab"
          aria-selected={mode === selected}
          aria-controls={panelId}
          tabIndex={mode === selected ? 0 : -1}
          onClick={() => onSelect(mode)}
        >
          {labels[mode]}
        </button>
      ))}
    </div>
  );
}
