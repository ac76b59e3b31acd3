import type { DeviceOs, ReportedOs } from './device.types';

/**
 * The os a user agent names, as `detectDevice` reads it when there are no client hints
 * (for callers that need only the os: no in-app-browser table comes with it).
 * @param ua - navigator.userAgent.
 */
export function osOfUserAgent(ua: string): DeviceOs {
  if (/OpenHarmony|HarmonyOS/i.test(ua) && !/Android/i.test(ua)) return 'harmony';
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod|\biOS\b/i.test(ua)) return 'ios';
  if (/Windows/i.test(ua)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(ua)) return 'macos';
  if (/Linux|X11|CrOS/i.test(ua)) return 'linux';
  return 'other';
}

/**
 * The os as the tracking fields report it: android, ios, or pc for any other system
 * (HarmonyOS without an Android token included).
 * @example
 * reportedOs(osOfUserAgent(userAgent)); // 'android' | 'ios' | 'pc'
 */
export function reportedOs(os: DeviceOs): ReportedOs {
  return os === 'android' || os === 'ios' ? os : 'pc';
}
