import { useId, useRef, useState } from 'react';
import { pluralForm, splitAtPlaceholder, textsFor } from '../../domain/i18n/texts';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';
import { useWidgetLanguage } from '../i18n/widget-language';
import { CountText } from '../i18n/count-text';

/** Props of {@link InvitePanel}. */
export interface InvitePanelProps {
  /** The page's address carrying the visitor's share code. */
  readonly shareUrl: string;
  /** How many reserved with the visitor's code; not shown while unknown. */
  readonly invitedCount?: number;
}

/** The reserved visitor's invite card: the invited count and the share link with a copy button. */
export function InvitePanel({ shareUrl, invitedCount }: InvitePanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean>();
  const linkId = useId();
  const language = useWidgetLanguage();
  const t = textsFor(WIDGET_TEXTS, language);
  const [beforeCount, afterCount] = splitAtPlaceholder(pluralForm(language, t.invitedFriends, invitedCount ?? 0), 'count');

  const copy = async () => {
    if (input.current) setCopied(await copyFrom(input.current));
  };

  return (
    <div className="ck-invite">
      {invitedCount === undefined ? null : (
        <p className="ck-invite__count">
          {beforeCount}
          <output className="ck-invite__number" aria-label={t.invitedCount}>
            <CountText count={invitedCount} />
          </output>
          {afterCount}
        </p>
      )}
      <label className="ck-field__label" htmlFor={linkId}>
        {t.inviteLink}
      </label>
      <div className="ck-field__row">
        <input
          ref={input}
          id={linkId}
          className="ck-input ck-invite__link"
          readOnly
          value={shareUrl}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="ck-button ck-button--outline" onClick={() => void copy()}>
          {t.copyLink}
        </button>
      </div>
      {copied === undefined ? null : (
        <p className="ck-invite__copied" role="status">
          {copied ? t.copied : t.copyFailed}
        </p>
      )}
    </div>
  );
}

/** Copies the input's text with the Clipboard API, else the legacy copy command on its selection. */
async function copyFrom(input: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(input.value);
    return true;
  } catch {
    input.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  }
}
