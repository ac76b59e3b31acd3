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
import { buildCampaignKit, type CampaignKit } from './campaign-kit';
import type { CampaignKitOptions } from './options';

/** Options of `createTestKit`: the kit's options, all defaulted, plus the fake page's start. */
export type TestKitOptions = Partial<CampaignKitOptions> & {
  /** The fake page's address. Defaults to `https://campaign.test/`. */
  readonly url?: string;
  readonly userAgent?: string;
  /** Routes set on the fetch-mock before the kit starts (it may call out at once, e.g. act_H5_open). */
  readonly routes?: (fetchMock: TestKit['fetchMock']) => void;
  /** The fake page's cookies, by name. */
  readonly cookies?: Readonly<Record<string, string>>;
};

/** A kit on fakes, with the handles that drive them. */
export interface TestKit extends CampaignKit {
  readonly clock: FakeClock;
  readonly bridge: FakeBridge;
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
  /** The fetch-mock instance behind the kit's real axios adapter: route responses, read calls. */
  readonly fetchMock: ReturnType<typeof createFakeHttp>['fetchMock'];
}

/**
 * The kit wired to fakes: FakeClock (`clock.advance(ms)`), FakeBridge (`bridge.reply(...)`),
 * in-memory storage, a fake page and the real axios adapter over fetch-mock.
 * Tracking is off unless `tracking` is given. May be called any number of times.
 * @example
 * ```ts
 * const kit = createTestKit();
 * kit.fetchMock.route('path:/send_activation_code/v2/', { error_code: 0, data: {} });
 * await kit.account.sendCode('13800000000');
 * kit.clock.advance(60_000);
 * ```
 */
export function createTestKit(options: TestKitOptions = {}): TestKit {
  const url = options.url ?? 'https://campaign.test/';
  const clock = new FakeClock();
  const bridge = new FakeBridge(clock);
  const page = new FakePage({ url, userAgent: options.userAgent, cookies: options.cookies });
  const storage = new InMemoryStorage();
  const scriptLoader = new FakeScriptLoader(clock);
  const domInjection = new FakeDomInjection();
  const verificationSdk = new FakeVerificationSdk();
  const popup = new FakePopup();
  const canvas = new FakeCanvas();
  const touch = new FakeTouch();
  const { http, fetchMock } = createFakeHttp();
  const { url: _url, userAgent: _userAgent, cookies: _cookies, routes, ...kitOptions } = options;
  routes?.(fetchMock);
  const kit = buildCampaignKit(
    { aid: 1128, appId: 'test-app', activityId: 'test-activity', tracking: false, ...kitOptions },
    { http, bridge, storage, scriptLoader, clock, page, random: new FakeRandom(1), domInjection, verificationSdk, popup, canvas, touch },
  );
  return { ...kit, clock, bridge, page, storage, scriptLoader, domInjection, verificationSdk, popup, canvas, touch, fetchMock };
}
