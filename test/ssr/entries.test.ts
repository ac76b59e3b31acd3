import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = fileURLToPath(new URL('./import-entries.mjs', import.meta.url));

describe('the built entries in plain Node (server rendering)', () => {
  it('import and require without touching a browser global', () => {
    expect(existsSync(`${root}/dist/esm/composition/index.js`), 'run npm run build first').toBe(true);
    const loaded = JSON.parse(execFileSync(process.execPath, [script], { cwd: root, encoding: 'utf8' })) as Record<string, { esm: number; cjs: number }>;
    const exportsField = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { exports: Record<string, unknown> }).exports;
    const jsEntries = Object.keys(exportsField).filter((path) => typeof exportsField[path] === 'object' && !path.endsWith('.css')).map((path) => `campaign-kit${path.slice(1)}`);
    expect(jsEntries).toEqual(expect.arrayContaining(['campaign-kit', 'campaign-kit/adapters', 'campaign-kit/account', 'campaign-kit/reservation', 'campaign-kit/monitoring', 'campaign-kit/media', 'campaign-kit/react', 'campaign-kit/testing', 'campaign-kit/affiliate/react', 'campaign-kit/dev-server']));
    expect(Object.keys(loaded)).toEqual(jsEntries);
    for (const counts of Object.values(loaded)) {
      expect(counts.esm).toBeGreaterThan(0);
      expect(counts.cjs).toBe(counts.esm);
    }
    expect(loaded['campaign-kit']!.esm).toBeGreaterThan(10);
  });

  it('catches a module that touches window at import time', () => {
    const result = spawnSync(process.execPath, [script, fileURLToPath(new URL('./fixtures/touches-window.mjs', import.meta.url))], { cwd: root, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('window is not defined');
  });
});
