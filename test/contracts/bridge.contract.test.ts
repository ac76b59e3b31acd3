import { describe, expect, it } from 'vitest';
import { NoBridgeAdapter } from '../../adapters/browser';
import { FakeBridge, FakeClock } from '../../adapters/fake';
import { bridgeContract, unavailableBridgeContract } from './bridge.contract';
import { outcome } from './support/settle';

bridgeContract('FakeBridge', () => {
  const clock = new FakeClock();
  const bridge = new FakeBridge(clock);
  return {
    bridge,
    script: (method, answer) => bridge.reply(method, answer),
    emit: (event, payload) => bridge.emit(event, payload),
    advance: (ms) => clock.advance(ms),
  };
});
unavailableBridgeContract('NoBridgeAdapter', () => new NoBridgeAdapter());
unavailableBridgeContract('FakeBridge with isAvailable false', () => new FakeBridge(undefined, { isAvailable: false }));

describe('FakeBridge', () => {
  it('records each call with its method and params, in order', async () => {
    const bridge = new FakeBridge().reply('a', { code: 1 }).reply('b', { code: 1 });
    await bridge.call('a', { x: 1 });
    await bridge.call('b');
    expect(bridge.calls).toEqual([
      { method: 'a', params: { x: 1 } },
      { method: 'b', params: {} },
    ]);
  });

  it('answers with a fixed reply, or with what an async responder resolves', async () => {
    const bridge = new FakeBridge().reply('fixed', { code: 1, data: 'f' }).reply('async', async () => ({ code: 1, data: 'a' }));
    expect(await bridge.call('fixed')).toEqual({ code: 1, data: 'f' });
    expect(await bridge.call('async')).toEqual({ code: 1, data: 'a' });
  });

  it('rejects with the error a responder throws', async () => {
    const bridge = new FakeBridge().reply('broken', () => {
      throw new Error('host crashed');
    });
    await expect(bridge.call('broken')).rejects.toThrow('host crashed');
  });

  it('lets a later script replace an earlier one', async () => {
    const bridge = new FakeBridge().reply('m', { code: 0 }).reply('m', { code: 1 });
    expect((await bridge.call('m')).code).toBe(1);
  });

  it('times out a responder that never settles, and leaves no timer behind one that answered', async () => {
    const clock = new FakeClock();
    const bridge = new FakeBridge(clock).reply('hang', () => new Promise(() => undefined)).reply('quick', { code: 1 });
    await bridge.call('quick');
    expect(clock.pending()).toBe(0);
    const hanging = bridge.call('hang');
    clock.advance(3000);
    expect(await outcome(hanging)).toBe('rejected');
  });

  it('uses its own FakeClock when given none, reachable as bridge.clock', async () => {
    const bridge = new FakeBridge();
    const call = bridge.call('silent');
    (bridge.clock as FakeClock).advance(3000);
    expect(await outcome(call)).toBe('rejected');
  });

  it('records no call while unavailable', async () => {
    const bridge = new FakeBridge(undefined, { isAvailable: false });
    await bridge.call('m').catch(() => undefined);
    expect(bridge.calls).toEqual([]);
  });
});
