import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDemoPage } from '../../../demo/server/start';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo page built for production once per run, which every browser file's demo server serves. */
    demoBuild: string;
  }
}

/**
 * The browser project's global setup: builds the demo page once (a few seconds), so each test
 * loads one script per page instead of the hundreds of modules Vite's dev server hands out.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'campaign-kit-demo-'));
  await buildDemoPage(outDir);
  project.provide('demoBuild', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
