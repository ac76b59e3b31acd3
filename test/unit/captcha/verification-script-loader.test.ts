import { describe, expect, it } from 'vitest';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakeClock } from '../../../adapters/fake/fake-clock';
import { FakeScriptLoader } from '../../../adapters/fake/fake-script-loader';
import { FakeVerificationSdk } from '../../../adapters/fake/fake-verification-sdk';
import { CaptchaWidget } from '../../../domain/captcha/captcha-widget';
import { VerificationScriptLoader, type VerificationLoaderOptions, type VerificationLoadError } from '../../../domain/captcha/verification-script.loader';
import type { CampaignKitError } from '../../../ports/errors';

const PRIMARY = 'https://a.test/captcha.js';
/** The default addresses: the captcha script version 2.27.2 of SPEC §9 on its two CDNs. */
const DEFAULT_PRIMARY = 'https://lf-cdn-tos.bytescm.com/obj/rc-verifycenter/sec_sdk_build/2.27.2/captcha/index.js';
const DEFAULT_BACKUP = 'https://sf1-cdn-tos.douyinstatic.com/obj/rc-verifycenter/sec_sdk_build/2.27.2/captcha/index.js';
const BACKUP = 'https://b.test/captcha.js';
const flush = () => new Promise((r) => setTimeout(r, 0));

function harness(options: { settings?: boolean | 'fail' | readonly string[]; loader?: Partial<VerificationLoaderOptions> } = {}) {
  const clock = new FakeClock();
  const scriptLoader = new FakeScriptLoader(clock);
  const sdk = new FakeVerificationSdk();
  const errors: VerificationLoadError[] = [];
  const { http, fetchMock } = createFakeHttp();
  if (options.settings === true) fetchMock.route('path:/captcha/settings', { script_urls: [PRIMARY, BACKUP] });
  if (Array.isArray(options.settings)) fetchMock.route('path:/captcha/settings', { script_urls: options.settings });
  if (options.settings === 'fail') fetchMock.route('path:/captcha/settings', 500);
  const loader = new VerificationScriptLoader(
    { scriptLoader, sdk, clock, http },
    options.settings
      ? { settingsUrl: 'https://s.test/captcha/settings', scriptOrigins: ['https://a.test', 'https://b.test'], onError: (e) => errors.push(e), ...options.loader }
      : { scripts: [PRIMARY, BACKUP], onError: (e) => errors.push(e), ...options.loader },
  );
  return { clock, scriptLoader, sdk, loader, errors };
}

async function settle(clock: FakeClock, ms: number) {
  for (let i = 0; i < 20; i += 1) await flush();
  clock.advance(ms);
  for (let i = 0; i < 20; i += 1) await flush();
}

describe('VerificationScriptLoader (SPEC §4, §8, §9)', () => {
  it('goes not-loaded -> loading -> loaded, polling the global every 50 ms after the script loaded', async () => {
    const h = harness();
    expect(h.loader.state.status).toBe('not-loaded');
    const pending = h.loader.load();
    await flush();
    expect(h.loader.state.status).toBe('loading');
    h.scriptLoader.succeed(PRIMARY);
    await settle(h.clock, 100);
    h.sdk.install();
    await settle(h.clock, 50);
    expect(await pending).toBe(h.sdk.get());
    expect(h.loader.state.status).toBe('loaded');
  });

  it('tries the primary, then the backup', async () => {
    const h = harness();
    h.scriptLoader.fail(PRIMARY);
    h.scriptLoader.succeed(BACKUP);
    h.sdk.install();
    await h.loader.load();
    expect(h.scriptLoader.loads.map((l) => l.url)).toEqual([PRIMARY, BACKUP]);
  });

  it("gives up after 60 polls with 'Failed to load SDK!' and the loadJSSDK error callback; a later load retries", async () => {
    const h = harness();
    h.scriptLoader.succeed(PRIMARY);
    const pending = h.loader.load().catch((e: CampaignKitError) => e);
    await settle(h.clock, 59 * 50);
    expect(h.loader.state.status).toBe('loading');
    await settle(h.clock, 50);
    expect(await pending).toMatchObject({ code: 'SCRIPT_LOAD', message: 'Failed to load SDK!' });
    expect(h.loader.state.status).toBe('failed');
    expect(h.errors).toContainEqual({ type: 'loadJSSDK', message: 'Failed to load SDK!' });
    h.sdk.install();
    await h.loader.load();
    expect(h.loader.state.status).toBe('loaded');
  });

  it("reports 'LoadJSSDKMoreTan4000ms' when the script takes longer than 4000 ms, and still loads", async () => {
    const h = harness();
    const pending = h.loader.load();
    await settle(h.clock, 4000);
    expect(h.errors).toEqual([{ type: 'loadJSSDK', message: 'LoadJSSDKMoreTan4000ms' }]);
    h.sdk.install();
    h.scriptLoader.succeed(PRIMARY);
    await settle(h.clock, 0);
    await pending;
    expect(h.errors).toHaveLength(1);
  });

  it('fails when every address failed', async () => {
    const h = harness();
    h.scriptLoader.fail(PRIMARY);
    h.scriptLoader.fail(BACKUP);
    expect(await h.loader.load().catch((e: CampaignKitError) => e)).toMatchObject({ code: 'SCRIPT_LOAD', message: 'Failed to load SDK!' });
  });

  it('takes the addresses from the settings, and the defaults when the settings fetch fails', async () => {
    const good = harness({ settings: true });
    good.scriptLoader.succeed(PRIMARY);
    good.sdk.install();
    await good.loader.load();
    expect(good.loader.state.scripts).toEqual([PRIMARY, BACKUP]);

    const bad = harness({ settings: 'fail' });
    bad.scriptLoader.fail(DEFAULT_PRIMARY);
    bad.scriptLoader.succeed(DEFAULT_BACKUP);
    bad.sdk.install();
    await bad.loader.load();
    expect(bad.loader.state.scripts).toEqual([DEFAULT_PRIMARY, DEFAULT_BACKUP]);
    expect(bad.scriptLoader.loads.map((load) => load.url)).toEqual([DEFAULT_PRIMARY, DEFAULT_BACKUP]);
  });

  it('loads only the settings addresses that are https on an allowed origin: data:, http: and other origins never load', async () => {
    const named = ['data:text/javascript,window.pwned=1', 'http://a.test/captcha.js', 'https://evil.test/captcha.js', 'https://a.test.evil.test/captcha.js', PRIMARY];
    const h = harness({ settings: named });
    h.scriptLoader.succeed(PRIMARY);
    h.sdk.install();
    await h.loader.load();
    expect(h.scriptLoader.loads.map((load) => load.url)).toEqual([PRIMARY]);
    expect(h.loader.state.refused).toEqual(named.slice(0, 4));
  });

  it('falls back to the defaults when the settings name no allowed address', async () => {
    const h = harness({ settings: ['http://a.test/captcha.js', 'data:text/javascript,1'], loader: { scriptOrigins: [] } });
    h.scriptLoader.succeed(DEFAULT_PRIMARY);
    h.sdk.install();
    await h.loader.load();
    expect(h.scriptLoader.loads.map((load) => load.url)).toEqual([DEFAULT_PRIMARY]);
    expect(h.loader.state).toMatchObject({ scripts: [DEFAULT_PRIMARY, DEFAULT_BACKUP], refused: ['http://a.test/captcha.js', 'data:text/javascript,1'] });
  });

  it('checks the integrity hash on every address tried', async () => {
    const h = harness({ loader: { integrity: 'sha384-captcha' } });
    h.scriptLoader.fail(PRIMARY);
    h.scriptLoader.succeed(BACKUP);
    h.sdk.install();
    await h.loader.load();
    const attrs = { crossorigin: 'anonymous', integrity: 'sha384-captcha' };
    expect(h.scriptLoader.loads).toEqual([{ url: PRIMARY, attrs }, { url: BACKUP, attrs }]);
  });

  it('refuses page addresses that are not https, and allow-list entries that are not https origins', () => {
    const ports = { scriptLoader: new FakeScriptLoader(), sdk: new FakeVerificationSdk(), clock: new FakeClock() };
    expect(() => new VerificationScriptLoader(ports, { scripts: ['http://a.test/captcha.js'] })).toThrowError(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'verification scripts need https addresses, got http://a.test/captcha.js' }),
    );
    expect(() => new VerificationScriptLoader(ports, { scripts: ['data:text/javascript,1'] })).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => new VerificationScriptLoader(ports, { scriptOrigins: ['http://a.test'] })).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});

describe('VerificationScriptLoader: the default CDNs by the SDK path only (issue 35, finding 6)', () => {
  const SDK_LF = 'https://lf-cdn-tos.bytescm.com/obj/rc-verifycenter/sec_sdk_build/2.30.0/captcha/index.js';
  const SDK_SF = 'https://sf1-cdn-tos.douyinstatic.com/obj/rc-verifycenter/sec_sdk_build/2.30.0/captcha/index.js';
  /** Files anyone can put on the two shared object-storage CDNs. */
  const OTHER_FILES = [
    'https://lf-cdn-tos.bytescm.com/obj/someone-else/evil.js',
    'https://sf1-cdn-tos.douyinstatic.com/obj/rc-verifycenter/other/evil.js',
    'https://lf-cdn-tos.bytescm.com/obj/rc-verifycenter/sec_sdk_build/..%2F..%2Fsomeone-else/evil.js',
    'https://lf-cdn-tos.bytescm.com/obj/rc-verifycenter/sec_sdk_build/%2e%2e/other/evil.js',
  ];
  /** A harness whose other files fail at once if ever tried, so a wrong allow-list shows in the loads, not as a hang. */
  const loaderOf = (settings: readonly string[], loader: Partial<VerificationLoaderOptions>) => {
    const h = harness({ settings, loader });
    for (const url of [...OTHER_FILES, SDK_SF]) h.scriptLoader.fail(new URL(url).href);
    h.sdk.install();
    return h;
  };

  it('without scripts or scriptOrigins, takes a default CDN address only under the SDK path', async () => {
    const h = loaderOf([...OTHER_FILES, SDK_LF, SDK_SF], { scriptOrigins: undefined });
    h.scriptLoader.succeed(SDK_LF);
    await h.loader.load();
    expect(h.loader.state).toMatchObject({ scripts: [SDK_LF, SDK_SF], refused: OTHER_FILES });
    expect(h.scriptLoader.loads.map((load) => load.url)).toEqual([SDK_LF]);
  });

  it('with scriptOrigins, takes no default CDN address at all', async () => {
    const h = loaderOf([SDK_LF, ...OTHER_FILES, PRIMARY], {});
    h.scriptLoader.fail(SDK_LF);
    h.scriptLoader.succeed(PRIMARY);
    await h.loader.load();
    expect(h.loader.state).toMatchObject({ scripts: [PRIMARY], refused: [SDK_LF, ...OTHER_FILES] });
    expect(h.scriptLoader.loads.map((load) => load.url)).toEqual([PRIMARY]);
  });

  it("with scripts, takes their origins only, a default CDN's again by the SDK path only", async () => {
    const own = loaderOf([SDK_LF, OTHER_FILES[0]!, BACKUP], { scripts: [PRIMARY, BACKUP], scriptOrigins: undefined });
    own.scriptLoader.fail(SDK_LF);
    own.scriptLoader.succeed(BACKUP);
    await own.loader.load();
    expect(own.loader.state).toMatchObject({ scripts: [BACKUP], refused: [SDK_LF, OTHER_FILES[0]] });

    const pinned = loaderOf([...OTHER_FILES, SDK_LF, SDK_SF], { scripts: [DEFAULT_PRIMARY], scriptOrigins: undefined });
    pinned.scriptLoader.succeed(SDK_LF);
    await pinned.loader.load();
    expect(pinned.loader.state).toMatchObject({ scripts: [SDK_LF], refused: [...OTHER_FILES, SDK_SF] });
  });
});

describe('CaptchaWidget', () => {
  it('poses the challenge (language zh by default) and resolves with the token; states follow', async () => {
    const h = harness();
    h.scriptLoader.succeed(PRIMARY);
    h.sdk.install();
    const widget = new CaptchaWidget(h.loader, { aid: 1128 });
    expect(widget.state.status).toBe('idle');
    const pending = widget.verify({ subtype: 'text' });
    await settle(h.clock, 0);
    expect(widget.state).toMatchObject({ status: 'showing', subtype: 'text' });
    expect(h.sdk.current.options).toMatchObject({ lang: 'zh', subtype: 'text', aid: 1128 });
    h.sdk.current.solve('T');
    expect(await pending).toBe('T');
    expect(widget.state.status).toBe('verified');
  });

  it('close -> CLOSE_CAPTCHA; an SDK error -> CAPTCHA_REQUIRED with its message; a load failure -> failed', async () => {
    const h = harness();
    h.scriptLoader.succeed(PRIMARY);
    h.sdk.install();
    const widget = new CaptchaWidget(h.loader, { aid: 1, lang: 'en' });
    const closed = widget.verify().catch((e: CampaignKitError) => e);
    await settle(h.clock, 0);
    expect(h.sdk.current.options).toMatchObject({ subtype: 'slide', lang: 'en' });
    h.sdk.current.close();
    expect(await closed).toMatchObject({ code: 'CLOSE_CAPTCHA' });
    expect(widget.state.status).toBe('closed');
    const failed = widget.verify().catch((e: CampaignKitError) => e);
    await settle(h.clock, 0);
    h.sdk.current.fail('boom');
    expect(await failed).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'boom' });

    const broken = harness();
    broken.scriptLoader.fail(PRIMARY);
    broken.scriptLoader.fail(BACKUP);
    const w2 = new CaptchaWidget(broken.loader, { aid: 1 });
    expect(await w2.verify().catch((e: CampaignKitError) => e)).toMatchObject({ code: 'SCRIPT_LOAD' });
    expect(w2.state).toMatchObject({ status: 'failed', error: 'Failed to load SDK!' });
  });
});
