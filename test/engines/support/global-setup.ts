import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDemoPage } from '../../../demo/server/start';
import { until } from './engine';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo page built for production once per run. */
    demoBuild: string;
    /** The X display WebKitGTK's MiniBrowser opens on: $DISPLAY, or an Xvfb started here. */
    display: string;
  }
}

/** The display number of the Xvfb this run starts when there is no $DISPLAY. */
const XVFB_DISPLAY = `:${90 + (process.pid % 9)}`;

/**
 * The engine suite's global setup: builds the demo page once, starts Xvfb when no display is set
 * (MiniBrowser has no headless mode), and checks that the zh_CN.UTF-8 locale exists (without it
 * WebKitGTK reports en-US, and the demo speaks English).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const locales = execFileSync('locale', ['-a'], { encoding: 'utf8' });
  if (!/^zh_CN\.utf-?8$/im.test(locales)) throw new Error("the zh_CN.UTF-8 locale is missing: make it with 'localedef -i zh_CN -f UTF-8 zh_CN.UTF-8' (.ci/run does)");
  const outDir = mkdtempSync(join(tmpdir(), 'campaign-kit-engines-'));
  let xvfb: ChildProcess | undefined;
  let display = process.env.DISPLAY;
  if (!display) {
    if (!existsSync('/usr/bin/Xvfb')) throw new Error("no $DISPLAY and no Xvfb: install it with 'apt-get install -y xvfb'");
    display = XVFB_DISPLAY;
    xvfb = spawn('/usr/bin/Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    const socket = `/tmp/.X11-unix/X${display.slice(1)}`;
    await until('Xvfb to listen', async () => existsSync(socket));
  }
  await buildDemoPage(outDir);
  project.provide('demoBuild', outDir);
  project.provide('display', display);
  return async () => {
    xvfb?.kill();
    rmSync(outDir, { recursive: true, force: true });
  };
}
