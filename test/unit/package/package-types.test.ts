import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { privateTypeImports } from '../../../scripts/package-types.mjs';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A package folder holding `files` (path -> text). */
function packageWith(files: Record<string, string>): string {
  folder = mkdtempSync(join(tmpdir(), 'campaign-kit-types-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe('the packed declarations (npm run check:package)', () => {
  it('name every declaration that imports inversify, reflect-metadata or axios, in any form', () => {
    const root = packageWith({
      'dist/index.d.ts': "import { Container } from 'inversify';\nexport declare const kit: Container;\n",
      'dist/chunk-1.d.cts': "export type X = import('@inversifyjs/container').Container;\n",
      'dist/adapters.d.ts': '/// <reference types="axios" />\nexport {};\n',
      'dist/esm/kit.js': "import { Container } from 'inversify';\n",
    });
    expect(privateTypeImports(root).sort()).toEqual(['dist/adapters.d.ts imports axios', 'dist/chunk-1.d.cts imports @inversifyjs/container', 'dist/index.d.ts imports inversify']);
  });

  it('pass declarations that import only public packages, or name axios in their comments', () => {
    const root = packageWith({
      'dist/index.d.ts': "import { Observable } from 'rxjs';\n/**\n * @example\n * import axios from 'axios';\n */\nexport declare const state$: Observable<number>;\n// from 'inversify' in a comment\n",
    });
    expect(privateTypeImports(root)).toEqual([]);
  });
});
