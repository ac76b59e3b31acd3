import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Shake } from '../../domain/media/gachakon-shake';
import { MEDIA_TEXTS } from '../../domain/i18n/media-texts';
import { useTexts } from '../i18n/use-texts';
import { useLatest, useMediaBuilder } from './use-media-player';

/** Props of {@link Gachakon}. */
export interface GachakonProps {
  /** The capsule machine's picture. */
  readonly machine: ReactNode;
  /** Picks the reward when the visitor draws; shown once the shake is over. */
  readonly draw: () => ReactNode;
  /** Called with nothing once the reward shows. */
  readonly onReveal?: () => void;
}

/**
 * A gachakon (capsule machine) that shakes before revealing a reward: strength 2, 4
 * iterations of 0.6 s, on the kit's clock; with reduced motion the reward shows at once. The
 * shake stops on unmount. Needs the `media` service's `shake` (the `media()` feature, or
 * `services={{ media }}`).
 * @example
 * ```tsx
 * <Gachakon machine={<img src="/machine.png" alt="" />} draw={() => pickReward()} />
 * ```
 */
export function Gachakon({ machine, draw, onReveal }: GachakonProps) {
  const startShake = useMediaBuilder('shake');
  const t = useTexts(MEDIA_TEXTS);
  const machineRef = useRef<HTMLDivElement>(null);
  const shake = useRef<Shake | undefined>(undefined);
  const [status, setStatus] = useState<'idle' | 'shaking' | 'revealed'>('idle');
  const [reward, setReward] = useState<ReactNode>(null);
  const reveal = useLatest(onReveal);
  useEffect(() => () => shake.current?.stop(), []);

  const start = () => {
    const picked = draw();
    setStatus('shaking');
    setReward(null);
    shake.current = startShake({
      // Drawn straight onto the element: a re-render per frame would cost more than the shake.
      update: ({ x, rotate }) => {
        if (machineRef.current) machineRef.current.style.transform = x === 0 && rotate === 0 ? '' : `translateX(${x}px) rotate(${rotate}deg)`;
      },
      complete: () => {
        shake.current = undefined;
        setReward(picked);
        setStatus('revealed');
        reveal.current?.();
      },
    });
  };

  return (
    <div className="ck-gachakon" data-status={status}>
      <div ref={machineRef} className="ck-gachakon__machine">
        {machine}
      </div>
      <button type="button" className="ck-gachakon__draw" onClick={start} disabled={status === 'shaking'}>
        {status === 'shaking' ? t.drawing : status === 'revealed' ? t.drawAgain : t.draw}
      </button>
      <div className="ck-gachakon__reward" role="status">
        {status === 'revealed' && (
          <>
            <span className="ck-gachakon__label">{t.revealed}</span> {reward}
          </>
        )}
      </div>
    </div>
  );
}
