import type { BridgePort } from '../../ports/bridge.port';
import type { ClockPort } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { PagePort } from '../../ports/page.port';
import { detectDevice } from '../device/detect-device';
import type { DeviceInfo } from '../device/device.types';
import type { LoginApi } from '../passport/api/login.api';
import { DEFAULT_AUTH_PLATFORM_APP_ID, DEFAULT_AUTH_SCOPES } from '../passport/auth-defaults';
import { withParams } from '../shared/url';
import type { AccountSession, LoginResult } from './account-session';

/** How long the app has to open, in ms. */
export const APP_LAUNCH_CHECK_MS = 3000;
/**
 * How long the in-app `login` bridge call waits for the app's answer, in ms: the app shows a
 * native authorisation screen a person reads and confirms, which the generic 3000 ms bridge
 * timeout does not allow for. The timer stops as soon as the app answers.
 */
export const APP_AUTH_TIMEOUT_MS = 60_000;
/** The short-video app's scheme. */
export const SHORT_VIDEO_SCHEME = 'snssdk1128://';
/** Where the visitor goes when the app did not open. */
export const SHORT_VIDEO_WEBSITE = 'https://www.douyin.com/';

/** Options of app-authorisation login (`account({ appAuth })`). */
export interface AppAuthOptions {
  /** Defaults to `887`. */
  readonly platformAppId?: number;
  /** Defaults to `user_info,relation.follow`. */
  readonly scopes?: string;
  /**
   * Inside the app, how long the visitor has on the app's authorisation screen before the login
   * fails with `BRIDGE_TIMEOUT`, in ms. Defaults to `60000` ms.
   */
  readonly authorisationTimeoutMs?: number;
  /** When false, launching the app fails at once with errorCode -3. Defaults to `true`. */
  readonly launchEnabled?: boolean;
  /** Open the app's webview on mobile at `autoLaunch()`. Defaults to `false`. */
  readonly autoLaunch?: boolean;
  /** Go to the short-video website when the app did not open. Defaults to `true`. */
  readonly fallbackToWebsite?: boolean;
  /** Defaults to `https://www.douyin.com/`. */
  readonly websiteUrl?: string;
}

/** What the app-authorisation login talks to. */
export interface AppAuthDeps {
  readonly login: LoginApi;
  readonly session: AccountSession;
  readonly bridge: BridgePort;
  readonly clock: ClockPort;
  readonly page: PagePort;
}

/** What an app-authorisation login came to. */
export type AppAuthOutcome =
  | { readonly kind: 'logged-in'; readonly result: LoginResult }
  /** Outside the app: the app opened (the page went to the background); the login finishes there. */
  | { readonly kind: 'launched' };


/**
 * App-authorisation login: inside the short-video app it authorises through the bridge
 * and exchanges the code with the passport; outside, it launches the app by its scheme link and
 * fails after 3 s with errorCode -2 (then falls back to the short-video website), or at once with
 * -3 when launching is disabled. Refused inside the WeChat browser.
 *
 * @example
 * ```ts
 * const outcome = await kit.account.loginWithApp();
 * ```
 */
export class AppAuthLogin {
  readonly #deps: AppAuthDeps;
  readonly #options: Required<AppAuthOptions>;

  /** @throws CampaignKitError `INVALID_ARGUMENT` when `authorisationTimeoutMs` is not a positive number of ms. */
  constructor(deps: AppAuthDeps, options: AppAuthOptions = {}) {
    const timeout = options.authorisationTimeoutMs;
    if (timeout !== undefined && !(Number.isFinite(timeout) && timeout > 0)) {
      throw new CampaignKitError('INVALID_ARGUMENT', `appAuth.authorisationTimeoutMs must be a positive number of ms, got ${String(timeout)}`);
    }
    this.#deps = deps;
    this.#options = {
      platformAppId: options.platformAppId ?? DEFAULT_AUTH_PLATFORM_APP_ID,
      scopes: options.scopes ?? DEFAULT_AUTH_SCOPES,
      authorisationTimeoutMs: options.authorisationTimeoutMs ?? APP_AUTH_TIMEOUT_MS,
      launchEnabled: options.launchEnabled ?? true,
      autoLaunch: options.autoLaunch ?? false,
      fallbackToWebsite: options.fallbackToWebsite ?? true,
      websiteUrl: options.websiteUrl ?? SHORT_VIDEO_WEBSITE,
    };
  }

  /** True inside the short-video app's webview with its bridge. */
  get inApp(): boolean {
    return this.#deps.bridge.isAvailable && this.#device().app === 'douyin';
  }

  /** The scheme link that opens this page (plus auto_auth) in the app's webview. */
  schemeUrl(): string {
    const page = withParams(this.#deps.page.url(), { auto_auth: 'true' });
    return `${SHORT_VIDEO_SCHEME}webview?url=${encodeURIComponent(page)}`;
  }

  /**
   * Logs in through the app.
   * @throws CampaignKitError `INVALID_ARGUMENT` 请在其他浏览器登录抖音账号 in WeChat; `APP_LAUNCH`
   *   抖音打开失败 with errorCode -2 (no open within 3000 ms) or -3 (launching disabled);
   *   `BRIDGE` from the bridge; `BRIDGE_TIMEOUT` when the app gave no answer within
   *   `authorisationTimeoutMs` (default `60000` ms); `SERVER` from auth/login.
   */
  async login(): Promise<AppAuthOutcome> {
    const { bridge, login, session } = this.#deps;
    if (this.#device().app === 'weixin') throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.douyinInWeixin);
    if (this.inApp) {
      const { platformAppId, scopes, authorisationTimeoutMs } = this.#options;
      const reply = await bridge.call('login', { platform: 'aweme', platform_app_id: platformAppId, scopes }, { timeoutMs: authorisationTimeoutMs });
      if (reply.code !== 1) throw new CampaignKitError('BRIDGE', reply.message || MESSAGES.loginFailed, { errorCode: reply.code, data: reply.data });
      const data = (reply.data ?? {}) as { code?: string; auth_code?: string };
      const code = data.code ?? data.auth_code;
      if (!code) throw new CampaignKitError('OAUTH', 'code is empty!');
      const { redirectUrl } = await login.authLogin({ platformAppId, platform: 'aweme', code });
      return { kind: 'logged-in', result: await session.finish('passport', redirectUrl, 'app') };
    }
    if (!this.#options.launchEnabled) throw new CampaignKitError('APP_LAUNCH', MESSAGES.appOpenFail, { errorCode: -3 });
    return this.#launch();
  }

  /**
   * Outside the app, on mobile, with auto-launch on, opens this page in the app's webview.
   * @returns whether it tried.
   */
  autoLaunch(): boolean {
    const device = this.#device();
    if (!this.#options.autoLaunch || this.inApp || !device.mobile || device.app === 'weixin') return false;
    this.#deps.page.navigate(this.schemeUrl());
    return true;
  }

  #device(): DeviceInfo {
    return detectDevice(this.#deps.page.userAgent());
  }

  #launch(): Promise<AppAuthOutcome> {
    const { page, clock } = this.#deps;
    return new Promise((resolve, reject) => {
      const stopListening = page.onVisibilityChange((visible) => {
        if (visible) return;
        cancelTimer();
        stopListening();
        resolve({ kind: 'launched' });
      });
      const cancelTimer = clock.setTimeout(() => {
        stopListening();
        if (!page.isVisible()) {
          resolve({ kind: 'launched' });
          return;
        }
        if (this.#options.fallbackToWebsite) page.navigate(this.#options.websiteUrl);
        reject(new CampaignKitError('APP_LAUNCH', MESSAGES.appOpenFail, { errorCode: -2 }));
      }, APP_LAUNCH_CHECK_MS);
      page.navigate(this.schemeUrl());
    });
  }
}
