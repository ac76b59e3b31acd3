import type { ClientHints, DeviceInfo, DeviceOs, InAppBrowser, PlatformCode } from './device.types';
import { BYTEDANCE_APPS, DEFAULT_GAME_PATTERN, GAME_PLATFORM_CODE, IN_APP_BROWSERS } from './in-app-browsers';
import { osOfUserAgent } from './os';

/** Options of {@link detectDevice}. */
export interface DetectOptions {
  /** Client hints (the browser's userAgentData), which win over the user agent for os and mobile. */
  readonly hints?: ClientHints;
  /** The game browser's user-agent marker. Defaults to `GameBrowser/<version>`. */
  readonly gamePattern?: RegExp;
}

const HINT_PLATFORMS: Readonly<Record<string, DeviceOs>> = {
  android: 'android',
  ios: 'ios',
  windows: 'windows',
  macos: 'macos',
  linux: 'linux',
  'chrome os': 'linux',
  chromeos: 'linux',
  harmonyos: 'harmony',
};

/**
 * Tells the os, mobile or desktop, and the in-app browser from a user agent (and client hints
 * where the browser has them), with the platform code and campaign-kit's browser code.
 *
 * @param userAgent - navigator.userAgent.
 * @returns the {@link DeviceInfo}; never throws (an empty or unknown agent is a desktop plain browser).
 * @see the table in {@link IN_APP_BROWSERS}
 * @example
 * detectDevice('... MicroMessenger/8.0.44 ...').platformCode; // 7
 */
export function detectDevice(userAgent: string, { hints, gamePattern = DEFAULT_GAME_PATTERN }: DetectOptions = {}): DeviceInfo {
  const ua = userAgent ?? '';
  const os = osFromHints(hints) ?? osOfUserAgent(ua);
  const mobile = hints?.mobile === true || isMobileUserAgent(ua, os);
  const miniProgram = /miniProgram/i.test(ua);
  const game = gamePattern.exec(ua);
  if (game) return { os, mobile, app: 'game', platformCode: GAME_PLATFORM_CODE, browserCode: -1, byteDance: false, miniProgram, appVersion: game[1] };
  for (const row of IN_APP_BROWSERS) {
    const match = row.pattern.exec(ua);
    if (!match) continue;
    return {
      os,
      mobile,
      app: row.app,
      platformCode: row.platformCode,
      browserCode: row.browserCode,
      byteDance: BYTEDANCE_APPS.has(row.app),
      miniProgram,
      appVersion: firstGroup((row.version ?? row.pattern).exec(ua) ?? match),
    };
  }
  return { os, mobile, app: 'none', platformCode: -1, browserCode: -1, byteDance: false, miniProgram: false };
}

/** The platform code of an app (-1 for apps does not number). */
export function platformCodeOf(app: InAppBrowser): PlatformCode {
  if (app === 'game') return GAME_PLATFORM_CODE;
  return IN_APP_BROWSERS.find((row) => row.app === app)?.platformCode ?? -1;
}

function firstGroup(match: RegExpExecArray): string | undefined {
  return match.slice(1).find((group) => group !== undefined);
}

function osFromHints(hints: ClientHints | undefined): DeviceOs | undefined {
  const platform = hints?.platform?.trim().toLowerCase();
  if (!platform) return undefined;
  return HINT_PLATFORMS[platform] ?? 'other';
}

function isMobileUserAgent(ua: string, os: DeviceOs): boolean {
  if (os === 'android' || os === 'ios' || os === 'harmony') return true;
  return /Mobi|Phone/i.test(ua) && !/Windows NT|Macintosh/i.test(ua);
}
