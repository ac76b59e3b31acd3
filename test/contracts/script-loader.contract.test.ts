import { describe, expect, it } from 'vitest';
import { DomScriptLoaderAdapter } from '../../adapters/browser';
import { FakeClock, FakeScriptLoader } from '../../adapters/fake';
import { scriptLoaderContract, type ScriptLoaderHarness } from './script-loader.contract';
import { createJsdomWindow, type JsdomWindow } from './support/jsdom-window';
import { flush, outcome } from './support/settle';

/** jsdom never fetches scripts: the harness fires 'load' or 'error' on the element itself. */
async function jsdomLoader(): Promise<ScriptLoaderHarness & { window: JsdomWindow; inserted: HTMLScriptElement[] }> {
  const window = await createJsdomWindow();
  const clock = new FakeClock();
  const inserted: HTMLScriptElement[] = [];
  new window.MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof window.HTMLScriptElement) inserted.push(node);
    }
  }).observe(window.document, { childList: true, subtree: true });
  const fire = (url: string, type: 'load' | 'error'): void => {
    const waiting = [...window.document.scripts].filter((script) => script.getAttribute('src') === url);
    if (waiting.length === 0) throw new Error(`no <script> in the document for ${url}`);
    for (const script of waiting) script.dispatchEvent(new window.Event(type));
  };
  return {
    window,
    inserted,
    loader: new DomScriptLoaderAdapter(window.document, clock),
    succeed: (url) => fire(url, 'load'),
    fail: (url) => fire(url, 'error'),
    attempts: () => inserted.map((script) => script.getAttribute('src') ?? ''),
    advance: (ms) => clock.advance(ms),
  };
}

scriptLoaderContract('DomScriptLoaderAdapter over jsdom', jsdomLoader);
scriptLoaderContract('FakeScriptLoader', () => {
  const clock = new FakeClock();
  const loader = new FakeScriptLoader(clock);
  return {
    loader,
    succeed: (url) => loader.succeed(url),
    fail: (url) => loader.fail(url),
    attempts: () => loader.loads.map((load) => load.url),
    advance: (ms) => clock.advance(ms),
  };
});

const SDK = 'https://cdn-a.example.com/sdk.js';

describe('DomScriptLoaderAdapter', () => {
  it('sets the attributes on the element in <head> before inserting it', async () => {
    const { loader, window, inserted } = await jsdomLoader();
    const attrs = { nonce: 'n0nce', crossorigin: 'anonymous', integrity: 'sha384-abc' };
    void loader.load(SDK, { attrs });
    await flush();
    const script = inserted[0];
    expect(script?.parentNode).toBe(window.document.head);
    expect(script?.getAttribute('src')).toBe(SDK);
    expect(Object.fromEntries(Object.keys(attrs).map((name) => [name, script?.getAttribute(name)]))).toEqual(attrs);
  });

  it('removes an element that failed or timed out, and keeps one that loaded', async () => {
    const { loader, window, fail, succeed, advance } = await jsdomLoader();
    const backup = 'https://cdn-b.example.com/sdk.js';
    const last = 'https://cdn-c.example.com/sdk.js';
    const loading = loader.load(SDK, { backups: [backup, last], timeoutMs: 100 });
    await flush();
    fail(SDK);
    await flush();
    advance(100);
    await flush();
    succeed(last);
    await loading;
    expect([...window.document.scripts].map((script) => script.getAttribute('src'))).toEqual([last]);
  });

  it("sets the page's nonce on every element (a load's own nonce wins), and an integrity hash with the CORS mode it needs", async () => {
    const window = await createJsdomWindow();
    const inserted: HTMLScriptElement[] = [];
    new window.MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => inserted.push(node as HTMLScriptElement)))).observe(window.document.head, { childList: true });
    const loader = new DomScriptLoaderAdapter(window.document, new FakeClock(), { nonce: 'page-nonce' });
    void loader.load(SDK, { integrity: 'sha384-abc' });
    void loader.load('https://cdn-b.example.com/other.js', { attrs: { nonce: 'own' } });
    await flush();
    const read = (script: HTMLScriptElement | undefined) => ['nonce', 'integrity', 'crossorigin'].map((name) => script?.getAttribute(name));
    expect(read(inserted[0])).toEqual(['page-nonce', 'sha384-abc', 'anonymous']);
    expect(read(inserted[1])).toEqual(['own', null, null]);
  });

  it('moves an element that timed out into a detached document, where a late script never runs', async () => {
    const { loader, window, inserted, advance } = await jsdomLoader();
    const loading = loader.load(SDK, { timeoutMs: 100 });
    await flush();
    advance(100);
    expect(await outcome(loading)).toBe('rejected');
    expect(inserted[0]?.isConnected).toBe(false);
    expect(inserted[0]?.ownerDocument).not.toBe(window.document);
  });

  it('ignores a load event that comes after the address timed out', async () => {
    const { loader, window, inserted, advance } = await jsdomLoader();
    const loading = loader.load(SDK, { timeoutMs: 100 });
    await flush();
    advance(100);
    inserted[0]?.dispatchEvent(new window.Event('load'));
    expect(await outcome(loading)).toBe('rejected');
    expect(loader.state(SDK)).toBe('failed');
  });

  it('lists each address and how it failed in the error data', async () => {
    const { loader, fail, advance } = await jsdomLoader();
    const backup = 'https://cdn-b.example.com/sdk.js';
    const loading = loader.load(SDK, { backups: [backup], timeoutMs: 100 });
    await flush();
    fail(SDK);
    await flush();
    advance(100);
    await expect(loading).rejects.toMatchObject({
      code: 'SCRIPT_LOAD',
      data: { attempts: [{ url: SDK, outcome: 'error' }, { url: backup, outcome: 'timeout' }] },
    });
  });
});

describe('FakeScriptLoader', () => {
  it('settles attempts as scripted in advance, and records their attributes', async () => {
    const loader = new FakeScriptLoader();
    loader.fail(SDK);
    loader.succeed('https://cdn-b.example.com/sdk.js');
    await loader.load(SDK, { backups: ['https://cdn-b.example.com/sdk.js'], attrs: { nonce: 'n' } });
    expect(loader.loads).toEqual([
      { url: SDK, attrs: { nonce: 'n' } },
      { url: 'https://cdn-b.example.com/sdk.js', attrs: { nonce: 'n' } },
    ]);
  });

  it('records an integrity hash with the CORS mode it needs, as the DOM loader sets them', async () => {
    const loader = new FakeScriptLoader();
    loader.succeed(SDK);
    await loader.load(SDK, { integrity: 'sha384-abc', attrs: { nonce: 'n' } });
    expect(loader.loads).toEqual([{ url: SDK, attrs: { crossorigin: 'anonymous', nonce: 'n', integrity: 'sha384-abc' } }]);
  });

  it('keeps failing a URL scripted to fail in advance, until scripted otherwise', async () => {
    const loader = new FakeScriptLoader();
    loader.fail(SDK);
    await expect(loader.load(SDK)).rejects.toThrow('Failed to load SDK!');
    await expect(loader.load(SDK)).rejects.toThrow('Failed to load SDK!');
    loader.succeed(SDK);
    await loader.load(SDK);
    expect(loader.state(SDK)).toBe('loaded');
    expect(loader.loads).toHaveLength(3);
  });
});
