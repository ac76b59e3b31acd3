import axios from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorageAdapter, ServerPageAdapter, ServerScriptLoaderAdapter } from '../../adapters/server';
import { createServerPorts } from '../../composition/platform/server-platform';
import { storageContract } from './storage.contract';

describe('adapters under server rendering (Node, no browser globals)', () => {
  it('import, and build with their defaults, without touching a browser global', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const browser = await import('../../adapters/browser');
    const fake = await import('../../adapters/fake');
    const buildAll = (): unknown[] => [
      new browser.AxiosHttpAdapter(axios),
      new browser.WebStorageAdapter(),
      new browser.DomScriptLoaderAdapter(),
      new browser.WindowClockAdapter(),
      new browser.WindowPageAdapter(),
      new browser.CryptoRandomAdapter(),
      new browser.NoBridgeAdapter(),
      new fake.FakeClock(),
      new fake.FakeBridge(),
      new fake.FakePage(),
      new fake.FakeScriptLoader(),
      new fake.FakeRandom(),
      new fake.InMemoryStorage(),
      fake.createFakeHttp().http,
    ];
    expect(buildAll).not.toThrow();
  });
});

storageContract('MemoryStorageAdapter (server)', () => new MemoryStorageAdapter());

describe('the server adapters', () => {
  it('ServerPageAdapter answers the fixed address and refuses to leave the page', () => {
    const page = new ServerPageAdapter('https://act.example.com/spring');
    expect(page.url()).toBe('https://act.example.com/spring');
    expect([page.cookie(), page.userAgent(), page.referrer(), page.isVisible(), page.openWindow()]).toEqual([undefined, '', '', true, false]);
    for (const leave of [() => page.navigate(), () => page.replaceUrl()]) {
      expect(leave).toThrow(expect.objectContaining({ name: 'CampaignKitError', code: 'UNSUPPORTED_PLATFORM' }));
    }
  });

  it('ServerScriptLoaderAdapter refuses every script with UNSUPPORTED_PLATFORM, naming it', async () => {
    const loader = new ServerScriptLoaderAdapter();
    await expect(loader.load('https://cdn.example.com/sdk.js')).rejects.toMatchObject({ code: 'UNSUPPORTED_PLATFORM', message: expect.stringContaining('https://cdn.example.com/sdk.js') });
    expect(loader.state()).toBe('not-loaded');
  });
});

describe('createServerPorts', () => {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterEach(() => {
    if (descriptor === undefined) Reflect.deleteProperty(globalThis, 'localStorage');
    else Object.defineProperty(globalThis, 'localStorage', descriptor);
  });

  it('gives the ports every kit needs, and none of those that need a page', () => {
    const ports = createServerPorts({ pageUrl: 'https://act.example.com/' });
    expect(Object.keys(ports).sort()).toEqual(['bridge', 'clock', 'http', 'page', 'random', 'scriptLoader', 'storage']);
    expect(ports.bridge.isAvailable).toBe(false);
    expect(ports.page.url()).toBe('https://act.example.com/');
  });

  it('keeps each kit’s storage to itself, never in a process-wide localStorage (Node 22+ may have one)', () => {
    const shared = new Map<string, string>();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: (k: string) => shared.get(k) ?? null, setItem: (k: string, v: string) => shared.set(k, v), removeItem: (k: string) => shared.delete(k) },
    });
    const first = createServerPorts({ pageUrl: 'https://act.example.com/' }).storage;
    const second = createServerPorts({ pageUrl: 'https://act.example.com/' }).storage;
    first.set('local', 'language', 'en');
    expect(first.get('local', 'language')).toBe('en');
    expect(second.get('local', 'language')).toBeUndefined();
    expect(shared.size).toBe(0);
  });
});
