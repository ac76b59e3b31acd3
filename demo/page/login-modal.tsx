import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { LoginWidgetEvent } from 'campaign-kit';
import { EasyLogin, useCampaignKit, useStateSource } from 'campaign-kit/react';

/** What the modal says after the widget reported a reservation. */
export interface LoginNotice {
  readonly title: string;
  readonly text: string;
}

interface LoginModalProps {
  readonly notice?: LoginNotice;
  readonly onEvent: (event: LoginWidgetEvent) => void;
  readonly onClose: () => void;
}

/** The easy-login widget in a modal dialog; after a reservation it also shows the outcome. */
export function LoginModal({ notice, onEvent, onClose }: LoginModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const loggedIn = useStateSource(useCampaignKit().account).status === 'logged-in';

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
        <button type="button" className="login-modal__close" aria-label="取消" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="login-modal__title">
          {loggedIn ? '我的账号' : '登录'}
        </h2>
        {loggedIn ? null : <p className="login-modal__hint">登录后即可预约《星渊回响》，领取首发福利</p>}
        {notice ? (
          <div className="login-modal__notice" role="status">
            <strong>{notice.title}</strong>
            <span>{notice.text}</span>
          </div>
        ) : null}
        <EasyLogin onEvent={onEvent} />
        {notice ? (
          <button type="button" className="ck-button ck-button--primary ck-button--block" data-page-copy="" onClick={onClose}>
            去邀请好友
          </button>
        ) : null}
        {loggedIn ? null : (
          <p className="login-modal__terms">未注册的手机号验证后将自动创建账号，登录即代表同意《用户协议》与《隐私政策》</p>
        )}
      </div>
    </div>
  );
}
