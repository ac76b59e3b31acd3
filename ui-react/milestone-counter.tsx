import { useState, type ReactNode } from 'react';
import { useMountTask } from './use-mount-task';
import { useCampaignKit } from './campaign-kit-provider';
import { errorMessage } from './error-message';
import { WIDGET_TEXTS } from '../domain/i18n/widget-texts';
import { useWidgetLanguage } from './i18n/widget-language';

/** Props of {@link MilestoneCounter}. */
export interface MilestoneCounterProps {
  /** Words shown after the number, e.g. 人已预约. */
  readonly children?: ReactNode;
}

/**
 * The milestone counter (SPEC §4 Reservation kit, §6: no login needed): how many have reserved,
 * loaded on mount and again after each new reservation on this page. The number sits alone in
 * an element labelled 预约人数; a failure to load shows as an alert.
 * @example
 * ```tsx
 * <MilestoneCounter>人已预约</MilestoneCounter>
 * ```
 */
export function MilestoneCounter({ children }: MilestoneCounterProps) {
  const { reservation } = useCampaignKit();
  const [count, setCount] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const t = WIDGET_TEXTS[useWidgetLanguage()];

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
          if (mounted) setFailure(errorMessage(error));
        },
      );
    void load();
    const subscription = reservation.reserved$.subscribe(({ firstTime }) => {
      if (firstTime) void load();
    });
    return () => {
      mounted = false;
      subscription.unsubscribe();
    };
  }, [reservation]);

  if (count === undefined && failure !== undefined) {
    return (
      <p className="ck-milestone ck-milestone--failed" role="alert">
        {failure}
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
          {count}
        </output>
      )}
      {children}
    </p>
  );
}
