import { describe, expect, it } from 'vitest';
import { AppBridgeAdapter } from '../../adapters/bridge/app-bridge.adapter';
import type { AppBridgeWindow } from '../../adapters/bridge/app-bridge.globals';
import { FakeAppNative, type FakeAppTransport } from '../../adapters/fake/fake-app-native';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { isCampaignKitError } from '../../ports';
import { bridgeContract, unavailableBridgeContract } from './bridge.contract';
import { flush, outcome } from './support/settle';

function harness(transport: FakeAppTransport = 'invokeMethod', json = false) {
  const window: AppBridgeWindow = {};
  const clock = new FakeClock();
  const native = new FakeAppNative({ transport, json }).install(window);
  const bridge = new AppBridgeAdapter(window, clock);
  return { window, clock, native, bridge };
}

bridgeContract('AppBridgeAdapter over FakeAppNative (JS2NativeBridge._invokeMethod)', () => {
  const { clock, native, bridge } = harness();
  return { bridge, script: (method, answer) => native.reply(method, answer), emit: (event, payload) => native.emit(event, payload), advance: (ms) => clock.advance(ms) };
});
bridgeContract('AppBridgeAdapter over FakeAppNative (webkit handler, JSON messages)', () => {
  const { clock, native, bridge } = harness('webkit', true);
  return { bridge, script: (method, answer) => native.reply(method, answer), emit: (event, payload) => native.emit(event, payload), advance: (ms) => clock.advance(ms) };
});
unavailableBridgeContract('AppBridgeAdapter without any native invoker', () => new AppBridgeAdapter({}, new FakeClock()));

describe('AppBridgeAdapter: the protocol of app-bridge.protocol.ts', () => {
  it('sends func, params, JSSDK, __msg_type call and callback ids counting from 1023', async () => {
    const { native, bridge } = harness();
    native.reply('a', { code: 1 }).reply('b', { code: 1 });
    await bridge.call('a', { x: 1 });
    await bridge.call('b');
    expect(native.calls).toEqual([
      { func: 'a', params: { x: 1 }, JSSDK: 'campaign-kit-1.0.0', __msg_type: 'call', __callback_id: '1023' },
      { func: 'b', params: {}, JSSDK: 'campaign-kit-1.0.0', __msg_type: 'call', __callback_id: '1024' },
    ]);
  });

  it.each<[FakeAppTransport, AppBridgeWindow]>([
    ['invokeMethod', { ToutiaoJSBridge: { invokeMethod: () => expect.unreachable('JS2NativeBridge._invokeMethod comes first') } }],
    ['toutiaoInvokeMethod', { JS2NativeBridge: { call: () => expect.unreachable('ToutiaoJSBridge.invokeMethod comes before JS2NativeBridge.call') } }],
    ['nativeCall', { webkit: { messageHandlers: { callMethodParams: { postMessage: () => expect.unreachable('JS2NativeBridge.call comes before webkit') } } } }],
    ['webkit', { callMethodParams: () => expect.unreachable('webkit comes before callMethodParams') }],
    ['callMethodParams', {}],
  ])('uses the transports in the protocol order: %s before the later ones', async (transport, later) => {
    const window: AppBridgeWindow = { ...later };
    const native = new FakeAppNative({ transport }).install(window).reply('m', { code: 1 });
    const bridge = new AppBridgeAdapter(window, new FakeClock());
    await expect(bridge.call('m')).resolves.toEqual({ code: 1 });
    expect(native.calls).toHaveLength(1);
  });

  it('handles a synchronous JSON answer returned by the invoker', async () => {
    const window: AppBridgeWindow = {
      JS2NativeBridge: { _invokeMethod: (json) => JSON.stringify({ __msg_type: 'callback', __callback_id: (JSON.parse(json) as { __callback_id: string }).__callback_id, __params: { code: 1, data: 'now' } }) },
    };
    await expect(new AppBridgeAdapter(window, new FakeClock()).call('sync')).resolves.toEqual({ code: 1, data: 'now' });
  });

  it('takes __params without a numeric code as data with code 1', async () => {
    const { window, bridge } = harness();
    const call = bridge.call('raw');
    window.JSBridge!._handleMessageFromApp!({ __msg_type: 'callback', __callback_id: '1023', __params: { status: 'ok' } });
    await expect(call).resolves.toEqual({ code: 1, data: { status: 'ok' } });
  });

  it('answers cb404 to a message nothing waits for, and passes it to an earlier entry point', () => {
    const earlier: unknown[] = [];
    const window: AppBridgeWindow = { JSBridge: { _handleMessageFromApp: (message) => (earlier.push(message), 'earlier') } };
    new FakeAppNative().install(window);
    new AppBridgeAdapter(window, new FakeClock());
    expect(window.JSBridge!._handleMessageFromApp!({ __msg_type: 'callback', __callback_id: '9' })).toBe('earlier');
    expect(earlier).toHaveLength(1);
    const bare = harness();
    expect(bare.native.emit('nobody.listens')).toEqual({ __err_code: 'cb404' });
  });

  it('registers an event with native once, on its first listener', () => {
    const { native, bridge } = harness();
    bridge.on('app.visible', () => undefined);
    bridge.on('app.visible', () => undefined);
    expect(native.messages.filter((message) => message.__msg_type === 'event')).toEqual([{ func: 'app.visible', params: {}, JSSDK: 'campaign-kit-1.0.0', __msg_type: 'event', __callback_id: 'app.visible' }]);
  });

  it('rejects with BRIDGE (SPEC §8 exception) when the native invoker throws, leaving no timer', async () => {
    const clock = new FakeClock();
    const bridge = new AppBridgeAdapter({ JS2NativeBridge: { _invokeMethod: () => { throw new Error('native crashed'); } } }, clock);
    const error: unknown = await bridge.call('m').catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'BRIDGE')).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('ignores a late reply after the timeout', async () => {
    const { window, clock, bridge } = harness();
    const call = bridge.call('slow');
    clock.advance(3000);
    expect(await outcome(call)).toBe('rejected');
    expect(window.JSBridge!._handleMessageFromApp!({ __msg_type: 'callback', __callback_id: '1023', __params: { code: 1 } })).toEqual({ __err_code: 'cb404' });
    await flush();
  });

  it('sends __iframe_url inside a frame', async () => {
    const window: AppBridgeWindow = { top: {}, location: { href: 'https://campaign.test/frame' } };
    const native = new FakeAppNative().install(window).reply('m', { code: 1 });
    await new AppBridgeAdapter(window, new FakeClock()).call('m');
    expect(native.calls[0]?.__iframe_url).toBe('https://campaign.test/frame');
  });
});
