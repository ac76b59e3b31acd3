import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { withBridgeTimeout } from '../../adapters/shared/bridge-timeout';
import { isCampaignKitError } from '../../ports';
import { outcome } from './support/settle';

describe('withBridgeTimeout: the one SPEC §8/§9 bridge timer every bridge adapter uses', () => {
  it('resolves with the answer and leaves no timer behind', async () => {
    const clock = new FakeClock();
    const call = withBridgeTimeout(clock, 3000, (resolve) => resolve({ code: 1 }));
    expect(clock.pending()).toBe(0);
    await expect(call).resolves.toEqual({ code: 1 });
  });

  it('rejects with BRIDGE_TIMEOUT (call jsb timeout) after 3000 ms by default, then forgets the call; a late answer changes nothing', async () => {
    const clock = new FakeClock();
    const onTimeout = vi.fn();
    let answer: (value: string) => void = () => undefined;
    const call = withBridgeTimeout<string>(clock, undefined, (resolve) => (answer = resolve), onTimeout);
    clock.advance(2999);
    expect(await outcome(call)).toBe('pending');
    expect(onTimeout).not.toHaveBeenCalled();
    clock.advance(1);
    answer('too late');
    const error: unknown = await call.catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'BRIDGE_TIMEOUT')).toBe(true);
    expect((error as Error).message).toBe('call jsb timeout');
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('lets an answer that came first win even when the clock passes the timeout before promises run', async () => {
    const clock = new FakeClock();
    const onTimeout = vi.fn();
    let answer: (value: string) => void = () => undefined;
    const call = withBridgeTimeout<string>(clock, 100, (resolve) => (answer = resolve), onTimeout);
    answer('in time');
    clock.advance(100);
    await expect(call).resolves.toBe('in time');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('rejects with what the call rejected with or threw, clearing the timer', async () => {
    const clock = new FakeClock();
    const refused = withBridgeTimeout(clock, 3000, (_resolve, reject) => reject(new Error('refused')));
    const threw = withBridgeTimeout(clock, 3000, () => {
      throw new Error('native threw');
    });
    await expect(refused).rejects.toThrow('refused');
    await expect(threw).rejects.toThrow('native threw');
    expect(clock.pending()).toBe(0);
  });
});
