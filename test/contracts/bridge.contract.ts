import { beforeEach, describe, expect, it } from 'vitest';
import { isCampaignKitError, type BridgePort, type BridgeReply } from '../../ports';
import { outcome } from './support/settle';

/** An available bridge under test and the hands that play the host app. */
export interface BridgeHarness {
  readonly bridge: BridgePort;
  /** Makes the host app answer `method` with what `answer` returns for the params it got. */
  script(method: string, answer: (params: Readonly<Record<string, unknown>>) => BridgeReply): void;
  /** Sends an event from the host app. */
  emit(event: string, payload: unknown): void;
  /** Moves the clock the bridge times its calls on, ms. */
  advance(ms: number): void;
}

/**
 * The BridgePort contract for a bridge that is there: replies, params, events and the
 * `BRIDGE_TIMEOUT` of SPEC §8/§9.
 * @param name - what the suite runs against, for the report.
 * @param create - a fresh bridge per test.
 */
export function bridgeContract(name: string, create: () => BridgeHarness | Promise<BridgeHarness>): void {
  describe(`BridgePort contract (available): ${name}`, () => {
    let harness: BridgeHarness;
    let bridge: BridgePort;
    beforeEach(async () => {
      harness = await create();
      bridge = harness.bridge;
    });

    it('is available', () => {
      expect(bridge.isAvailable).toBe(true);
    });

    it('resolves with the host app’s reply to the params it sent', async () => {
      harness.script('app.reserveGame', (params) => ({ code: 1, data: { echoed: params } }));
      const reply = await bridge.call('app.reserveGame', { game_id: 42 });
      expect(reply).toEqual({ code: 1, data: { echoed: { game_id: 42 } } });
    });

    it('resolves a failure code as a reply, leaving its meaning to the caller', async () => {
      harness.script('download.start', () => ({ code: -1, message: 'no space' }));
      expect(await bridge.call('download.start')).toEqual({ code: -1, message: 'no space' });
    });

    it('rejects with BRIDGE_TIMEOUT (call jsb timeout) 3000 ms after a call nobody answers', async () => {
      const call = bridge.call('app.silent');
      harness.advance(2999);
      expect(await outcome(call)).toBe('pending');
      harness.advance(1);
      const error: unknown = await call.catch((caught: unknown) => caught);
      expect(isCampaignKitError(error, 'BRIDGE_TIMEOUT')).toBe(true);
      expect((error as Error).message).toBe('call jsb timeout');
    });

    it('honours a call’s own timeout', async () => {
      const call = bridge.call('app.silent', {}, { timeoutMs: 100 });
      harness.advance(100);
      expect(await outcome(call)).toBe('rejected');
    });

    it('delivers events to every listener until it stops listening', () => {
      const first: unknown[] = [];
      const second: unknown[] = [];
      const stop = bridge.on('app.visible', (payload) => first.push(payload));
      bridge.on('app.visible', (payload) => second.push(payload));
      bridge.on('app.other', () => expect.unreachable('another event'));
      harness.emit('app.visible', { visible: true });
      stop();
      harness.emit('app.visible', { visible: false });
      expect(first).toEqual([{ visible: true }]);
      expect(second).toEqual([{ visible: true }, { visible: false }]);
    });
  });
}

/**
 * The BridgePort contract for a page without a bridge: calls reject with `BRIDGE`, listening
 * is harmless.
 * @param name - what the suite runs against, for the report.
 * @param create - a fresh bridge per test.
 */
export function unavailableBridgeContract(name: string, create: () => BridgePort): void {
  describe(`BridgePort contract (unavailable): ${name}`, () => {
    it('is not available', () => {
      expect(create().isAvailable).toBe(false);
    });

    it('rejects every call with BRIDGE, naming the method', async () => {
      const error: unknown = await create()
        .call('app.reserveGame', { game_id: 1 })
        .catch((caught: unknown) => caught);
      expect(isCampaignKitError(error, 'BRIDGE')).toBe(true);
      expect((error as Error).message).toContain('app.reserveGame');
    });

    it('accepts listeners and returns an unsubscribe that can be called', () => {
      const stop = create().on('app.visible', () => expect.unreachable('no bridge sends events'));
      expect(stop).toBeTypeOf('function');
      expect(() => stop()).not.toThrow();
    });
  });
}
