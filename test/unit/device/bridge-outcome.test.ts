import { describe, expect, it } from 'vitest';
import { FakeBridge, FakeClock } from '../../../adapters/fake';
import { callAppBridge, expectBridgeSuccess } from '../../../domain/device/bridge-outcome';
import { isCampaignKitError } from '../../../ports';

describe('callAppBridge: the SPEC §8 bridge codes', () => {
  it('0 where there is no app bridge, without calling', async () => {
    const bridge = new FakeBridge(undefined, { isAvailable: false });
    expect(await callAppBridge(bridge, 'm')).toEqual({ code: 0 });
  });

  it('1 when the app answers code 1', async () => {
    const bridge = new FakeBridge().reply('m', { code: 1, data: 'x' });
    expect(await callAppBridge(bridge, 'm', { a: 1 })).toEqual({ code: 1, reply: { code: 1, data: 'x' } });
    expect(bridge.calls).toEqual([{ method: 'm', params: { a: 1 } }]);
  });

  it('-1 when the app answers another code', async () => {
    const bridge = new FakeBridge().reply('m', { code: 0, message: 'refused' });
    expect(await callAppBridge(bridge, 'm')).toEqual({ code: -1, reply: { code: 0, message: 'refused' }, message: 'refused' });
  });

  it('-1 with call jsb timeout after 3000 ms without an answer', async () => {
    const clock = new FakeClock();
    const pending = callAppBridge(new FakeBridge(clock), 'm');
    clock.advance(2999);
    await Promise.resolve();
    clock.advance(1);
    expect(await pending).toEqual({ code: -1, message: 'call jsb timeout' });
  });

  it('-2 when the bridge throws', async () => {
    const bridge = new FakeBridge().reply('m', () => {
      throw new Error('boom');
    });
    expect(await callAppBridge(bridge, 'm')).toEqual({ code: -2, message: 'boom' });
  });
});

describe('expectBridgeSuccess (SPEC §8: success when reply code is 1, otherwise rejects)', () => {
  it('resolves with a code-1 reply and rejects BRIDGE with the reply message otherwise', async () => {
    const bridge = new FakeBridge().reply('ok', { code: 1 }).reply('no', { code: -1, message: 'denied' });
    await expect(expectBridgeSuccess(bridge, 'ok')).resolves.toEqual({ code: 1 });
    const error: unknown = await expectBridgeSuccess(bridge, 'no').catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'BRIDGE')).toBe(true);
    expect((error as Error).message).toBe('denied');
  });
});
