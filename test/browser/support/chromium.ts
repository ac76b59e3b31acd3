import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install -y chromium), or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs: no sandbox as root, and no background traffic to a closed network. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches headless Chromium, failing with the install command when it is missing.
 * @param options - `popupBlocker`: keep Chromium's popup blocker, which Playwright turns off by
 *   default (a `window.open` without a user gesture then gives null). Defaults to `false`.
 */
export async function launchChromium({ popupBlocker = false } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS, ignoreDefaultArgs: popupBlocker ? ['--disable-popup-blocking'] : undefined });
}
