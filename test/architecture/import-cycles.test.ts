import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsOf } from './import-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('no import circles among the source modules', () => {
  // It reads every source module: over 5 s on a busy 2-core machine (6.4 s at load average 33).
  it('holds for domain, ports, adapters, composition and ui-react (type-only and lazy imports included)', { timeout: 60_000 }, () => {
    expect(importCycles(importGraph(root))).toEqual([]);
  });

  it('reads imports, type-only imports, re-exports, lazy imports and import types, and only relative ones', () => {
    const source = [
      "import a from './a';",
      "import type { B } from '../b';",
      "export * from './c';",
      "export { d } from './d';",
      "import x from 'rxjs';",
      "const lazy = () => import('./e');",
      "type F = import('./f').F;",
      "const later = () => import('react');",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', '../b', './c', './d', './e', './f']);
  });

  it('finds a circle of two modules and one of three, and none in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', ['c.ts']],
      ['f.ts', ['g.ts']],
      ['g.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([
      ['a.ts', 'b.ts'],
      ['c.ts', 'd.ts', 'e.ts'],
    ]);
  });
});
