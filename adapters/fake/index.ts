export { createFakeHttp, type FakeHttp } from './fake-http';
export { FakeBridge, type BridgeParams, type BridgeResponder, type FakeBridgeOptions } from './fake-bridge';
export { FakeClock, FAKE_FRAME_MS } from './fake-clock';
export { FakePage, type FakePageOptions, type OpenedWindow } from './fake-page';
export { FakeRandom } from './fake-random';
export { FakeScriptLoader, type ScriptLoadRecord } from './fake-script-loader';
export { InMemoryStorage } from './in-memory-storage';
