import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CaptchaChallenge } from '../../ports/captcha.port';
import type { CaptchaController } from '../../domain/captcha/captcha-controller';
import { useStateSource } from '../shared/use-state-source';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';
import { useTexts } from '../i18n/use-texts';

/** Props of {@link CaptchaDialog}. */
export interface CaptchaDialogProps {
  /** The controller passed as `captcha` to `createCampaignKit`. */
  readonly controller: CaptchaController;
}

/**
 * The captcha challenge as a modal dialog (安全验证): the picture, an answer input, 确定 and 关闭.
 * Renders nothing while no challenge is pending. 关闭 (or Escape) makes the kit's request fail
 * with `CLOSE_CAPTCHA`.
 * @example
 * ```tsx
 * const captcha = createCaptchaController(); // also passed as `captcha` to createCampaignKit
 * <CaptchaDialog controller={captcha} />
 * ```
 */
export function CaptchaDialog({ controller }: CaptchaDialogProps) {
  const { challenge, round } = useStateSource(controller);
  if (!challenge) return null;
  return <ChallengeForm key={round} challenge={challenge} onAnswer={controller.answer} onClose={controller.close} />;
}

interface ChallengeFormProps {
  readonly challenge: CaptchaChallenge;
  readonly onAnswer: (text: string) => void;
  readonly onClose: () => void;
}

function ChallengeForm({ challenge, onAnswer, onClose }: ChallengeFormProps) {
  const [text, setText] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const t = useTexts(WIDGET_TEXTS);

  useEffect(() => {
    const previous = document.activeElement;
    inputRef.current?.focus();
    return () => {
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onAnswer(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'Tab' && dialogRef.current) keepFocusInside(dialogRef.current, event);
  };

  return (
    <div className="ck-overlay ck-captcha">
      <div
        ref={dialogRef}
        className="ck-captcha__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ck-captcha__title">
          {t.captchaTitle}
        </h2>
        <p id={descriptionId} className="ck-captcha__description">
          {challenge.description ? (
            <>
              <span data-page-copy="">{challenge.description}</span>
              {t.separator}
            </>
          ) : null}
          {t.captchaPrompt}
        </p>
        <img className="ck-captcha__image" src={challenge.image} alt={t.captchaImage} />
        <form className="ck-captcha__form" onSubmit={submit}>
          <label className="ck-field">
            <span className="ck-field__label">{t.captchaAnswer}</span>
            <input
              ref={inputRef}
              className="ck-input"
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </label>
          <div className="ck-captcha__actions">
            <button type="button" className="ck-button ck-button--ghost" onClick={onClose}>
              {t.close}
            </button>
            <button type="submit" className="ck-button ck-button--primary" disabled={!text.trim()}>
              {t.confirm}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

/** Wraps Tab and Shift+Tab around the dialog's first and last focusable elements. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = container.querySelectorAll<HTMLElement>('input:not([disabled]), button:not([disabled])');
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
