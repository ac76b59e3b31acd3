import { FakeAppNative } from '../../../adapters/fake/fake-app-native';
import { FakeWeixinNative } from '../../../adapters/fake/fake-weixin-native';

/** The page modes of the demo's platform switch: `?simulate=app`, `?simulate=weixin` or `?simulate=game`. */
export type SimulatedPlatform = 'app' | 'weixin' | 'game' | 'browser';

/** The query parameter the switch sets. */
export const SIMULATE_PARAM = 'simulate';

/** The fakes the demo injected, for a person in the console and for the browser tests. */
export interface InjectedFakes {
  readonly platform: SimulatedPlatform;
  readonly app?: FakeAppNative;
  readonly weixin?: FakeWeixinNative;
}

declare global {
  interface Window {
    __campaignKitFakes?: InjectedFakes;
  }
}

/** Which platform the address asks the demo to simulate. */
export function simulatedPlatform(search: string = window.location.search): SimulatedPlatform {
  const asked = new URLSearchParams(search).get(SIMULATE_PARAM);
  return asked === 'app' || asked === 'weixin' || asked === 'game' ? asked : 'browser';
}

/** What the short-video app's webview adds to the user agent (PLATFORMS.md 1a, Douyin Android). */
const SHORT_VIDEO_APP_UA_TOKENS = 'aweme_280000 JsSdk/1.0 NetType/WIFI AppName/aweme app_version/28.0.0 BytedanceWebview/d8a21c6';

/** What the publisher's game browser adds to the user agent (campaign-kit's default marker, `DEFAULT_GAME_PATTERN`). */
const GAME_BROWSER_UA_TOKEN = 'GameBrowser/2.3.0';

/** Inside the app the page sees the app's user agent; the simulation makes the page's own navigator say so. */
function appendToUserAgent(tokens: string): void {
  const userAgent = `${window.navigator.userAgent} ${tokens}`;
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => userAgent });
}

/** The app's answer to `login`: it asks its backend (here the contract server's dev door) for a one-use code. */
async function authoriseInApp() {
  const response = await fetch('/__dev/passport/app-grant', { method: 'POST' });
  const { code } = (await response.json()) as { code: string };
  return { code: 1, data: { code } };
}

/**
 * Injects the fake native side of the short-video app's bridge (`?simulate=app`) or of weixin
 * (`?simulate=weixin`) before the kit is created, so the kit binds the app or weixin bridge and
 * the app-only flows run in a plain browser. `?simulate=game` makes the user agent the game
 * browser's, which has no bridge: the page shows the game nav bar (SPEC §9).
 */
function install(): InjectedFakes {
  const platform = simulatedPlatform();
  const target = window as unknown as Parameters<FakeAppNative['install']>[0] & Parameters<FakeWeixinNative['install']>[0];
  if (platform === 'app') {
    appendToUserAgent(SHORT_VIDEO_APP_UA_TOKENS);
    const app = new FakeAppNative()
      .reply('login', authoriseInApp)
      .reply('share', { code: 1, message: 'share panel opened' })
      .reply('gameReservation', { code: 1 })
      .reply('getGameReserveStatus', { code: 1, data: { status: 1 } })
      .reply('setSilentDownload', { code: 1 })
      .install(target);
    return { platform, app };
  }
  if (platform === 'weixin') return { platform, weixin: new FakeWeixinNative().install(target) };
  if (platform === 'game') appendToUserAgent(GAME_BROWSER_UA_TOKEN);
  return { platform };
}

/**
 * Injects the fakes the address asks for, once, into `window.__campaignKitFakes`. Call it before
 * creating the kit (an explicit call rather than an import for its side effect: the package marks
 * only CSS as having side effects, so a production build would drop such an import).
 */
export function installSimulatedPlatform(): void {
  window.__campaignKitFakes ??= install();
}
