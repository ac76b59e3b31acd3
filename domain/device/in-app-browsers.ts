import type { InAppBrowser, PlatformCode } from './device.types';

/** One row of the in-app-browser table, {@link IN_APP_BROWSERS}. */
export interface InAppBrowserRow {
  readonly app: Exclude<InAppBrowser, 'none'>;
  /** The app's platform code (-1 for an app without one). */
  readonly platformCode: PlatformCode;
  /** campaign-kit's browser code (see {@link IN_APP_BROWSERS}); -1 for the game app. */
  readonly browserCode: number;
  /** The user-agent marker; its first matching group, where there is one, is the app's version. */
  readonly pattern: RegExp;
  /** Where the version is read from instead of `pattern`'s groups (its first matching group). */
  readonly version?: RegExp;
}

/**
 * The in-app browsers, in the order they are tested, with their platform codes and
 * campaign-kit's browser codes.
 *
 * @remarks The browser codes, 1 to 12, are campaign-kit's own, defined here once:
 *
 * | browser code | app | platform code | user-agent marker |
 * |---|---|---|---|
 * | 1 | weixin (WeChat, WeCom, mini-program web-view) | 7 | `MicroMessenger/` |
 * | 2 | qq (mobile QQ, TIM) | 8 | `QQ/<digits>` (not `MQQBrowser/`, not `QQBrowser/`) |
 * | 3 | weibo (and Weibo's international app) | -1 | `__weibo__`, `Weibo (`, `WeiboIntliOS`, `WeiboIntlAndroid` |
 * | 4 | douyin (and Douyin Lite) | 2 | `AppName/aweme`, `aweme_<digits>`, `aweme/<digits>` |
 * | 5 | toutiao | 0 | `NewsArticle/` |
 * | 6 | huoshan | 3 | `AppName/live_stream`, `live_stream_<digits>`, `hotsoon` |
 * | 7 | xigua | 4 | `VideoArticle/` |
 * | 8 | pipixia | 5 | `AppName/super`, `super_<digits>` |
 * | 9 | tiktok (and TikTok Lite) | -1 | `musical_ly`, `trill_<digits>`, `AppName/musically_go`, `AppName/ultralite`, or a ByteDance webview of no other app |
 * | 10 | facebook (and Messenger) | -1 | `FBAN/`, `FBAV/`, `FB_IAB/`, `MetaIAB Facebook` |
 * | 11 | instagram | -1 | `Instagram <digits>` |
 * | 12 | line | -1 | `Line/<digits>` |
 * | -1 | game (the publisher's game browser) | 6 | configurable, see `DetectOptions.gamePattern` |
 * | -1 | none (a plain browser) | -1 | — |
 *
 * Rows are tested top to bottom: the game browser first (it embeds other engines), then weixin
 * (whose Android UA may carry `MQQBrowser/`), then the rest. Instagram is tested before Facebook
 * because Instagram's UA may carry `FBAV`-like tokens.
 */
export const IN_APP_BROWSERS: readonly InAppBrowserRow[] = [
  { app: 'weixin', platformCode: 7, browserCode: 1, pattern: /MicroMessenger\/([\d.]+)/i }, // (wenerme/wode, shalanah/inapp-spy)
  { app: 'qq', platformCode: 8, browserCode: 2, pattern: /(?:^|[^A-Za-z])QQ\/([\d.]+)/ }, //
  // Weibo. Its international app: WeiboIntliOS (ua-parser/uap-core regexes.yaml and tests/test_ua.yaml);
  // WeiboIntlAndroid is that app's own API user-agent token and a public detector's marker (uncertain: no public webview sample found).
  { app: 'weibo', platformCode: -1, browserCode: 3, pattern: /__weibo__([\d.]+)|\bWeibo \(|WeiboIntl(?:iOS|Android)/i },
  { app: 'douyin', platformCode: 2, browserCode: 4, pattern: /AppName\/aweme(?:_lite)?\b|\baweme_(?:lite_)?\d|\baweme\/\d/i, version: /app_version\/([\d.]+)|\baweme_(?:lite_)?(\d+\.[\d.]+)/i }, // (Douyin UA rows)
  { app: 'toutiao', platformCode: 0, browserCode: 5, pattern: /NewsArticle\/([\d.]+)/i }, // (Toutiao UA row)
  { app: 'huoshan', platformCode: 3, browserCode: 6, pattern: /AppName\/live_stream\b|\blive_stream_(\d[\d.]*)|\bhotsoon/i }, // ByteDance app name live_stream (uncertain, no public UA sample found)
  { app: 'xigua', platformCode: 4, browserCode: 7, pattern: /VideoArticle\/([\d.]+)/i }, // ByteDance app token VideoArticle
  { app: 'pipixia', platformCode: 5, browserCode: 8, pattern: /AppName\/super\b|\bsuper_(\d[\d.]*)\b/i }, // ByteDance app name super
  // TikTok: shalanah/inapp-spy:src/regexAppName.ts. TikTok Lite (app names musically_go, ultralite; no BytedanceWebview token):
  // matomo-org/device-detector regexes/client/mobile_apps.yml and its mobile_app.yml fixtures.
  { app: 'tiktok', platformCode: -1, browserCode: 9, pattern: /musical_ly_?([\d.]+)?|\btrill_(\d[\d.]*)|BytedanceWebview|AppName\/(?:musically_go|ultralite)\b(?: app_version\/([\d.]+))?/i },
  { app: 'instagram', platformCode: -1, browserCode: 11, pattern: /\bInstagram ([\d.]+)/ }, // shalanah/inapp-spy:src/regexAppName.ts
  { app: 'facebook', platformCode: -1, browserCode: 10, pattern: /FBAV\/([\d.]+)|FBAN\/|FB_IAB\/|MetaIAB Facebook/ }, // shalanah/inapp-spy:src/regexAppName.ts
  { app: 'line', platformCode: -1, browserCode: 12, pattern: /(?:^|\s)Line\/([\d.]+)/ }, // shalanah/inapp-spy:src/regexAppName.ts
];

/** The ByteDance apps: their webviews carry the app JS bridge. */
export const BYTEDANCE_APPS: ReadonlySet<InAppBrowser> = new Set(['douyin', 'toutiao', 'huoshan', 'xigua', 'pipixia', 'tiktok']);

/** The game browser's default user-agent marker: `GameBrowser/<version>` (campaign-kit's assumption; configurable). */
export const DEFAULT_GAME_PATTERN = /\bGameBrowser\/([\d.]+)/i;

/** The platform code of the game browser. */
export const GAME_PLATFORM_CODE = 6;
