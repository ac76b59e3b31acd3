import { useState } from 'react';
import { useMountTask } from './use-mount-task';
import { isCampaignKitError } from '../ports/errors';
import { useCampaignKit } from './campaign-kit-provider';
import { errorMessage } from './error-message';
import { InvitePanel } from './invite-panel';
import { useStateSource } from './use-state-source';
import { WIDGET_TEXTS } from '../domain/i18n/widget-texts';
import { useWidgetLanguage } from './i18n/widget-language';

/** Props of {@link ReserveButton}. */
export interface ReserveButtonProps {
  /**
   * Called when the visitor must sign in first (the kit answered `NOT_LOGIN`): show the
   * easy-login widget, which reserves after the sign-in (SPEC §4). Without it, the button shows
   * the kit's 'Not Login!'.
   */
  readonly onNeedLogin?: () => void;
}

/**
 * The reservation kit's button (SPEC §4): 立即预约, 预约中… while a reservation is in flight, and
 * 已预约 once reserved, followed by the invited count and the share link with a copy button.
 * On mount it loads the reservation of a visitor who is already signed in.
 * @example
 * ```tsx
 * <ReserveButton onNeedLogin={() => setLoginOpen(true)} />
 * ```
 */
export function ReserveButton({ onNeedLogin }: ReserveButtonProps) {
  const { reservation } = useCampaignKit();
  const state = useStateSource(reservation);
  const [clicked, setClicked] = useState(false);
  const [failure, setFailure] = useState<string>();
  const t = WIDGET_TEXTS[useWidgetLanguage()];

  useMountTask(() => {
    reservation.refresh().catch((error: unknown) => {
      if (!isCampaignKitError(error, 'NOT_LOGIN')) setFailure(errorMessage(error));
    });
  }, [reservation]);

  const reserve = async () => {
    setFailure(undefined);
    setClicked(true);
    try {
      await reservation.reserve();
    } catch (error) {
      if (isCampaignKitError(error, 'NOT_LOGIN') && onNeedLogin) onNeedLogin();
      else setFailure(errorMessage(error));
    } finally {
      setClicked(false);
    }
  };

  const reserved = state.status === 'reserved';
  const inFlight = !reserved && (clicked || state.status === 'reserving');
  const message = failure ?? state.error?.message;

  return (
    <div className="ck-reserve">
      <button
        type="button"
        className={`ck-button ck-button--primary ck-reserve__button${reserved ? ' ck-reserve__button--done' : ''}`}
        disabled={reserved || inFlight || state.status === 'checking'}
        aria-busy={inFlight}
        onClick={() => void reserve()}
      >
        {reserved ? t.reserved : inFlight ? t.reserving : t.reserve}
      </button>
      {message ? (
        <p className="ck-alert" role="alert">
          {message}
        </p>
      ) : null}
      {reserved && state.share ? <InvitePanel shareUrl={state.share.shareUrl} invitedCount={state.invitedCount} /> : null}
    </div>
  );
}
