import { describe, expect, it } from 'vitest';

describe('adapters under server rendering (Node, no browser globals)', () => {
  it('import, and build with their defaults, without touching a browser global', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const browser = await import('../../adapters/browser');
    const fake = await import('../../adapters/fake');
    const buildAll = (): unknown[] => [
      new browser.AxiosHttpAdapter(),
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
