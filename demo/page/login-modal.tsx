import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { LoginWidgetEvent } from 'campaign-kit/account';
import { EasyLogin, useCampaignKit, useStateSource, useTexts } from 'campaign-kit/react';
import { LOGIN_MODAL_COPY, type ReservationNotice } from './page-copy';

interface LoginModalProps {
  /** What the modal says after the widget reported a reservation. */
  readonly notice?: ReservationNotice;
  readonly onEvent: (event: LoginWidgetEvent) => void;
  readonly onClose: () => void;
}

/** The easy-login widget in a modal dialog; after a reservation it also shows the outcome. */
export function LoginModal({ notice, onEvent, onClose }: LoginModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const loggedIn = useStateSource(useCampaignKit().account).status === 'logged-in';
  const copy = useTexts(LOGIN_MODAL_COPY);
  const shown = notice ? copy.notices[notice] : undefined;

  useEffect(() => {
    const previous = document.activeElement;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <div className="login-modal" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="login-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="login-modal__close" aria-label={copy.close} onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="login-modal__title">
          {loggedIn ? copy.myAccount : copy.login}
        </h2>
        {loggedIn ? null : <p className="login-modal__hint">{copy.hint}</p>}
        {shown ? (
          <div className="login-modal__notice" role="status">
            <strong>{shown.title}</strong>
            <span>{shown.text}</span>
          </div>
        ) : null}
        <EasyLogin onEvent={onEvent} />
        {notice ? (
          <button type="button" className="ck-button ck-button--primary ck-button--block" data-page-copy="" onClick={onClose}>
            {copy.inviteFriends}
          </button>
        ) : null}
        {loggedIn ? null : (
          <p className="login-modal__terms">{copy.terms}</p>
        )}
      </div>
    </div>
  );
}
