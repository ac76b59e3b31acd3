import { useState } from 'react';
import { useMountTask } from '../shared/use-mount-task';
import { isCampaignKitError } from '../../ports/errors';
import { useKitService } from '../shared/kit-services';
import { useErrorMessage } from '../i18n/use-error-message';
import { InvitePanel } from './invite-panel';
import { useStateSource } from '../shared/use-state-source';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';
import { useTexts } from '../i18n/use-texts';

/** Props of {@link ReserveButton}. */
export interface ReserveButtonProps {
  /**
   * Called when the visitor must log in first (the kit answered `NOT_LOGIN`): show the
   * easy-login widget, which reserves after the login. Without it, the button shows
   * the kit's 'Not Login!'.
   */
  readonly onNeedLogin?: () => void;
}

/**
 * The reservation kit's button: 立即预约, 预约中… while a reservation is in flight, and
 * 已预约 once reserved, followed by the invited count and the share link with a copy button.
 * On mount it loads the reservation of a visitor who is already logged in. Needs the
 * `reservation` service (the `reservation()` feature, or `services={{ reservation }}`).
 * @throws CampaignKitError `FEATURE_MISSING` without it.
 * @example
 * ```tsx
 * <ReserveButton onNeedLogin={() => setLoginOpen(true)} />
 * ```
 */
export function ReserveButton({ onNeedLogin }: ReserveButtonProps) {
  const reservation = useKitService('reservation');
  const state = useStateSource(reservation);
  const [clicked, setClicked] = useState(false);
  const [failure, setFailure] = useState<{ readonly error: unknown }>();
  const message = useErrorMessage();
  const t = useTexts(WIDGET_TEXTS);

  useMountTask(() => {
    reservation.load().catch((error: unknown) => {
      if (!isCampaignKitError(error, 'NOT_LOGIN')) setFailure({ error });
    });
  }, [reservation]);

  const reserve = async () => {
    setFailure(undefined);
    setClicked(true);
    try {
      await reservation.reserve();
    } catch (error) {
      if (isCampaignKitError(error, 'NOT_LOGIN') && onNeedLogin) onNeedLogin();
      else setFailure({ error });
    } finally {
      setClicked(false);
    }
  };

  const reserved = state.status === 'reserved';
  const inFlight = !reserved && (clicked || state.status === 'reserving');
  // One alert per failure: the button shows its own calls' failures, and the share link's or
  // count's once reserved; a reservation another widget made shows its failure there.
  const shown = failure ? message(failure.error) : reserved && state.error ? message(state.error) : undefined;

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
      {shown ? (
        <p className="ck-alert" role="alert">
          {shown}
        </p>
      ) : null}
      {reserved && state.share ? <InvitePanel shareUrl={state.share.shareUrl} invitedCount={state.invitedCount} /> : null}
    </div>
  );
}
