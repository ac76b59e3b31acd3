import { useCallback, useEffect, useRef, useState } from 'react';
import type { Tween, TweenOptions } from '../../domain/media/tween';
import { useLatest, useMediaBuilder } from './use-media-player';

/** What {@link useTween} gives. */
export interface TweenControls {
  /** The current value (`from` until started). */
  readonly value: number;
  readonly running: boolean;
  start(): void;
  stop(): void;
}

/**
 * A tween over `kit.media.tween`: 100 steps over `duration` (1000 ms by default), the
 * value re-rendered at each step; stopped on unmount. Reduced motion jumps to the end. Needs the
 * `media` service's `tween` (the `media()` feature, or `services={{ media }}`).
 * @param options - the tween options, read when `start()` is called.
 * @example
 * ```tsx
 * const bar = useTween({ to: 100, easing: 'easeOutCubic' });
 * useEffect(() => bar.start(), []);
 * <div style={{ width: `${bar.value}%` }} />
 * ```
 */
export function useTween(options: TweenOptions = {}): TweenControls {
  const buildTween = useMediaBuilder('tween');
  const [value, setValue] = useState(options.from ?? 0);
  const [running, setRunning] = useState(false);
  const latest = useLatest(options);
  const tween = useRef<Tween | undefined>(undefined);
  useEffect(() => () => tween.current?.stop(), []);
  const start = useCallback(() => {
    tween.current?.stop();
    const { update, complete, ...rest } = latest.current;
    tween.current = buildTween({
      ...rest,
      update: (next, progress) => {
        setValue(next);
        update?.(next, progress);
      },
      complete: () => {
        setRunning(false);
        complete?.();
      },
    });
    setRunning(true);
    tween.current.start();
    if (!tween.current.running) setRunning(false);
  }, [buildTween, latest]);
  const stop = useCallback(() => {
    tween.current?.stop();
    setRunning(false);
  }, []);
  return { value, running, start, stop };
}
