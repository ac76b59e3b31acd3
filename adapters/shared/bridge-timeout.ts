import { BRIDGE_TIMEOUT_MS } from '../../ports/bridge.port';
import type { ClockPort } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/**
 * Starts a bridge call and races its answer against the bridge timer on `clock`: the
 * one place a bridge adapter times its calls out.
 *
 * @remarks `send` starts the call like a `Promise` executor. Whichever comes first wins: the
 * call's `resolve` / `reject` (or a throw from `send`), or the timer, which rejects with
 * `BRIDGE_TIMEOUT` ('call jsb timeout') and then runs `onTimeout`. The timer is always cleared
 * when the call settles, and anything after the winner is ignored, so a late answer changes
 * nothing.
 * @param clock - the clock the timer runs on (a `FakeClock` in tests).
 * @param timeoutMs - Defaults to `3000` ms ({@link BRIDGE_TIMEOUT_MS}).
 * @param send - sends the call; settles it with the host app's answer.
 * @param onTimeout - forgets the call once it timed out (drop its pending callback).
 * @returns what `send` resolved with.
 * @throws CampaignKitError `BRIDGE_TIMEOUT` when nothing settled the call within `timeoutMs`;
 *   otherwise whatever `send` rejected with or threw.
 * @example
 * ```ts
 * return withBridgeTimeout(clock, timeoutMs, (resolve) => native.invoke(method, params, (answer) => resolve(toReply(answer))));
 * ```
 */
export function withBridgeTimeout<T>(
  clock: ClockPort,
  timeoutMs: number = BRIDGE_TIMEOUT_MS,
  send: (resolve: (value: T) => void, reject: (error: unknown) => void) => void,
  onTimeout?: () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const cancel = clock.setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new CampaignKitError('BRIDGE_TIMEOUT', MESSAGES.bridgeTimeout));
      onTimeout?.();
    }, timeoutMs);
    const settle = (finish: () => void): void => {
      if (settled) return;
      settled = true;
      cancel();
      finish();
    };
    try {
      send(
        (value) => settle(() => resolve(value)),
        (error) => settle(() => reject(error)),
      );
    } catch (error) {
      settle(() => reject(error));
    }
  });
}
