import type { ClientHints } from '../../ports/client-hints.port';

export type { ClientHints };

/** The operating system a page runs on, from the user agent or client hints. */
export type DeviceOs = 'android' | 'ios' | 'harmony' | 'windows' | 'macos' | 'linux' | 'other';

/** The three-valued os of the tracking fields: `pc` for every system but Android and iOS. */
export type ReportedOs = 'android' | 'ios' | 'pc';

/**
 * The in-app browsers campaign-kit tells apart ('device and in-app-browser detection').
 * `none` is a plain browser (or an app we do not recognise).
 */
export type InAppBrowser =
  | 'weixin'
  | 'qq'
  | 'weibo'
  | 'douyin'
  | 'toutiao'
  | 'huoshan'
  | 'xigua'
  | 'pipixia'
  | 'game'
  | 'tiktok'
  | 'facebook'
  | 'instagram'
  | 'line'
  | 'none';

/** The platform codes: toutiao 0, douyin 2, huoshan 3, xigua 4, pipixia 5, game 6, weixin 7, qq 8, unknown -1. */
export type PlatformCode = 0 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | -1;

/** What `detectDevice()` (`campaign-kit/device`) found: `kit.device`. */
export interface DeviceInfo {
  readonly os: DeviceOs;
  /** True on phones and tablets; false on desktops. */
  readonly mobile: boolean;
  readonly app: InAppBrowser;
  /** The app's platform code (see the `IN_APP_BROWSERS` table); -1 outside the eight apps that have one. */
  readonly platformCode: PlatformCode;
  /** campaign-kit's browser code, 1..12 (see the `IN_APP_BROWSERS` table); -1 for a plain browser and the game app. */
  readonly browserCode: number;
  /** True inside any ByteDance webview (douyin, toutiao, huoshan, xigua, pipixia, tiktok). */
  readonly byteDance: boolean;
  /** True inside a weixin mini-program web-view. */
  readonly miniProgram: boolean;
  /** The app's version from its user-agent token, where it has one. */
  readonly appVersion?: string;
}
