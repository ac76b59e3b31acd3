import { useRef, useState, type ReactNode } from 'react';
import { useMountTask } from '../shared/use-mount-task';
import { useEvents } from '../shared/use-state-source';
import { useKitService } from '../shared/kit-services';
import { useErrorMessage } from '../i18n/use-error-message';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';
import { useTexts } from '../i18n/use-texts';
import { CountText } from '../i18n/count-text';

/** Props of {@link MilestoneCounter}. */
export interface MilestoneCounterProps {
  /** The page's words shown after the number, e.g. 人已预约 (wrapped in an element marked `data-page-copy`). */
  readonly children?: ReactNode;
}

/**
 * The milestone counter (no login needed): how many have reserved,
 * loaded on mount and again after each new reservation on this page. The number sits alone in
 * an element labelled 预约人数 (Reservations in en), written as the widget language writes a
 * count at a glance (10万, 100K) with the exact number for screen readers; a failure to load shows as an alert, in the widget language.
 * Needs the `reservation` service (the `reservation()` feature, or `services={{ reservation }}`).
 * @throws CampaignKitError `FEATURE_MISSING` without it.
 * @example
 * ```tsx
 * <MilestoneCounter>人已预约</MilestoneCounter>
 * ```
 */
export function MilestoneCounter({ children }: MilestoneCounterProps) {
  const reservation = useKitService('reservation');
  const [count, setCount] = useState<number>();
  const [failure, setFailure] = useState<{ readonly error: unknown }>();
  const message = useErrorMessage();
  const t = useTexts(WIDGET_TEXTS);
  // Set once the mount task has loaded the count: from then on, a new reservation loads it again.
  const reload = useRef<() => void>(undefined);
  useEvents(reservation.reserved$, ({ firstTime }) => {
    if (firstTime) reload.current?.();
  });

  useMountTask(() => {
    let mounted = true;
    const load = () =>
      reservation.milestone().then(
        (value) => {
          if (!mounted) return;
          setCount(value);
          setFailure(undefined);
        },
        (error: unknown) => {
          if (mounted) setFailure({ error });
        },
      );
    void load();
    reload.current = () => void load();
    return () => {
      mounted = false;
      reload.current = undefined;
    };
  }, [reservation]);

  if (count === undefined && failure !== undefined) {
    return (
      <p className="ck-milestone ck-milestone--failed" role="alert">
        {message(failure.error)}
      </p>
    );
  }
  return (
    <p className="ck-milestone" aria-busy={count === undefined}>
      {count === undefined ? (
        <span className="ck-milestone__number" aria-hidden="true">
          —
        </span>
      ) : (
        <output className="ck-milestone__number" aria-label={t.reservationCount}>
          <CountText count={count} />
        </output>
      )}
      {children === undefined ? null : <span data-page-copy="">{children}</span>}
    </p>
  );
}
