import { createFakeHttp } from '../adapters/fake/fake-http';
import { FakeBridge } from '../adapters/fake/fake-bridge';
import { FakeClock } from '../adapters/fake/fake-clock';
import { FakePage } from '../adapters/fake/fake-page';
import { FakeRandom } from '../adapters/fake/fake-random';
import { FakeScriptLoader } from '../adapters/fake/fake-script-loader';
import { InMemoryStorage } from '../adapters/fake/in-memory-storage';
import { FakeDomInjection } from '../adapters/fake/fake-dom-injection';
import { FakeVerificationSdk } from '../adapters/fake/fake-verification-sdk';
import { FakePopup } from '../adapters/fake/fake-popup';
import { FakeCanvas } from '../adapters/fake/fake-canvas';
import { FakeTouch } from '../adapters/fake/fake-touch';
import { FakeBeacon } from '../adapters/fake/fake-beacon';
import { FakePageHealth } from '../adapters/fake/fake-page-health';
import { FakeGoogleTag } from '../adapters/fake/fake-google-tag';
import { FakeWebShare } from '../adapters/fake/fake-web-share';
import { FakeClipboard } from '../adapters/fake/fake-clipboard';
import type { AnyFeature } from './feature';
import type { TestBackend } from './test-backend';
import { account, download, location, mail, navBar, passport, poster, reservation, servers, share } from './features/index';
import { buildKit, checkFeatures, type CampaignKit } from './kit';
import { resolveSettings, type CampaignKitOptions } from './options';

/** The features a test kit lists when the test names none: every one that needs no options. */
export function everyFeature() {
  return [account(), passport(), reservation(), location(), share(), servers(), mail(), download(), poster(), navBar()] as const;
}

/**
 * {@link everyFeature} with some replaced or added: a feature of the same name is replaced
 * (`withFeatures(account({ captcha }))`), a new one appended (`withFeatures(tracking({ zone: 'cn' }))`).
 */
export function withFeatures<const R extends readonly AnyFeature[]>(...features: R): readonly [...EveryFeature, ...R] {
  const names = new Set(features.map((feature) => feature.name));
  return [...everyFeature().filter((feature) => !names.has(feature.name)), ...features] as unknown as readonly [...EveryFeature, ...R];
}

/** The test kit's default feature list. */
export type EveryFeature = ReturnType<typeof everyFeature>;

/** Options of `createTestKit`: the kit's options, all defaulted, plus the fake page's start. */
export type TestKitOptions<F extends readonly AnyFeature[] = EveryFeature> = Partial<CampaignKitOptions<F>> & {
  /** The fake page's address. Defaults to `https://campaign.test/`. */
  readonly url?: string;
  readonly userAgent?: string;
  /** The fake browser's preferred languages, most preferred first (`navigator.languages`). Defaults to none. */
  readonly languages?: readonly string[];
  /** Routes set on the fetch-mock before the kit is built. */
  readonly routes?: (fetchMock: TestKitHandles['fetchMock']) => void;
  /** The fake page's cookies, by name. */
  readonly cookies?: Readonly<Record<string, string>>;
  /** False for a page that has not shown content yet: `kit.afterFirstPaint` waits for `kit.page.paint()`. Defaults to `true`. */
  readonly painted?: boolean;
  /**
   * What answers the kit's calls, installed after `routes`: `contractBackend()` from
   * `campaign-kit/dev-server` gives the contract server's rules in process. Defaults to none
   * (every call a test does not route fails, as fetch-mock does).
   */
  readonly backend?: TestBackend;
};

/** The fakes behind a test kit, to drive them. */
export interface TestKitHandles {
  readonly clock: FakeClock;
  readonly bridge: FakeBridge;
  /** The fake page, whose paints the kit also watches: `page.paint()` shows a page created with `painted: false`. */
  readonly page: FakePage;
  readonly storage: InMemoryStorage;
  readonly scriptLoader: FakeScriptLoader;
  /** Records the styles and scripts site config injects. */
  readonly domInjection: FakeDomInjection;
  /** The verification SDK's global: `install()` it, then answer `current` challenges. */
  readonly verificationSdk: FakeVerificationSdk;
  /** Popups and window messages: `blockPopups`, `receive(message)`, `opened`. */
  readonly popup: FakePopup;
  /** The poster maker's canvas: its `surfaces` record what was drawn. */
  readonly canvas: FakeCanvas;
  /** The page's touches: `touch.swipe(fromY, toY)` drives the nav bar. */
  readonly touch: FakeTouch;
  /** Requests that outlive the page: `beacon.sent` lists what tracking flushed as the page was hidden. */
  readonly beacon: FakeBeacon;
  /** The page's errors, failed resources and vitals, for monitoring(): `pageHealth.throw(error)`, `failResource(tag, url)`, `measure(metric)`. */
  readonly pageHealth: FakePageHealth;
  /** Google's tag queue: `googleTag.commands` lists the Consent Mode commands queued. */
  readonly googleTag: FakeGoogleTag;
  /** The system share sheet: none until `webShare.available = true`; `answer` sets how the visitor closes it. */
  readonly webShare: FakeWebShare;
  /** The clipboard: `clipboard.text` is what was copied; `refuse = true` refuses. */
  readonly clipboard: FakeClipboard;
  /** The fetch-mock instance behind the kit's real fetch transport: route responses, read calls. */
  readonly fetchMock: ReturnType<typeof createFakeHttp>['fetchMock'];
}

/** A kit on fakes, with the handles that drive them. */
export type TestKit<F extends readonly AnyFeature[] = EveryFeature> = CampaignKit<F> & TestKitHandles;

/**
 * The kit wired to fakes: FakeClock (`clock.advance(ms)`), FakeBridge (`bridge.reply(...)`),
 * in-memory storage, a fake page, a fake beacon and the real fetch transport over fetch-mock. Lists
 * {@link everyFeature} unless `features` is given. May be called any number of times.
 * @example
 * ```ts
 * const kit = createTestKit({ features: [account()] });
 * kit.fetchMock.route('path:/send_activation_code/v2/', { error_code: 0, data: {} });
 * await kit.account.sendCode('13800000000');
 * kit.clock.advance(60_000);
 * ```
 */
export function createTestKit<const F extends readonly AnyFeature[] = EveryFeature>(options: TestKitOptions<F> = {}): TestKit<F> {
  const url = options.url ?? 'https://campaign.test/';
  const clock = new FakeClock();
  const page = new FakePage({ url, userAgent: options.userAgent, languages: options.languages, cookies: options.cookies, painted: options.painted });
  const handles = {
    clock,
    bridge: new FakeBridge(clock),
    page,
    storage: new InMemoryStorage(),
    scriptLoader: new FakeScriptLoader(clock),
    domInjection: new FakeDomInjection(),
    verificationSdk: new FakeVerificationSdk(),
    popup: new FakePopup(),
    canvas: new FakeCanvas(),
    touch: new FakeTouch(),
    beacon: new FakeBeacon(),
    pageHealth: new FakePageHealth(),
    googleTag: new FakeGoogleTag(),
    webShare: new FakeWebShare(),
    clipboard: new FakeClipboard(),
    ...createFakeHttp(),
  };
  const { url: _url, userAgent: _userAgent, cookies: _cookies, painted: _painted, routes, backend, ...kitOptions } = options;
  routes?.(handles.fetchMock);
  backend?.install({ fetchMock: handles.fetchMock, page: handles.page });
  const kitOptionsWithDefaults = { aid: 1128, appId: 'test-app', activityId: 'test-activity', features: everyFeature() as unknown as F, ...kitOptions };
  const settings = resolveSettings(kitOptionsWithDefaults, handles.page.url());
  const kit = buildKit(settings, checkFeatures(kitOptionsWithDefaults.features), { ...handles, paint: page, random: new FakeRandom(1) });
  for (const [name, value] of Object.entries(handles)) {
    if (name !== 'http') Object.defineProperty(kit, name, { value, enumerable: true });
  }
  return kit as TestKit<F>;
}
