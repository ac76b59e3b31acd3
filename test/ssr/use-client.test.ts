import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtModuleGraph } from '../../scripts/built-modules.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Loads React (its hooks, createContext, JSX) or touches the DOM. */
const HOOKS_OR_DOM = /from\s*["']react(?:-dom)?(?:\/[a-z-]+)?["']|require\(["']react(?:-dom)?(?:\/[a-z-]+)?["']\)|\b(?:document|window)\./;

const startsWithUseClient = (file: string) => readFileSync(file, 'utf8').startsWith('"use client";');
const name = (file: string) => relative(ROOT, file);

describe("the built package's 'use client' modules (Next.js server components import the widgets directly)", () => {
  let graph: ReturnType<typeof builtModuleGraph>;
  beforeAll(() => {
    expect(existsSync(`${ROOT}/dist/react.cjs`), 'run npm run build first').toBe(true);
    graph = builtModuleGraph(ROOT);
  });

  it('marks both React entries, ESM and CommonJS', () => {
    const reactEntries = graph.entryFiles.filter(([entry]) => entry === './react' || entry === './affiliate/react');
    expect(reactEntries.map(([, file]) => name(file)).sort()).toEqual(['dist/affiliate-react.cjs', 'dist/esm/ui-react/affiliate/index.js', 'dist/esm/ui-react/index.js', 'dist/react.cjs']);
    for (const [, file] of reactEntries) expect(startsWithUseClient(file), name(file)).toBe(true);
  });

  it('marks every module the React entries load that uses hooks or the DOM and no other entry loads', () => {
    const server = new Set(graph.serverReachable());
    const unmarked = graph
      .reactReachable()
      .filter((file) => !server.has(file) && HOOKS_OR_DOM.test(readFileSync(file, 'utf8')) && !startsWithUseClient(file))
      .map(name);
    expect(unmarked).toEqual([]);
    expect(graph.reactReachable().filter(startsWithUseClient).length).toBeGreaterThan(50);
  });

  it('marks no module that campaign-kit, /adapters, /testing or the domain entries load (they run in server components)', () => {
    expect(graph.serverReachable().length).toBeGreaterThan(50);
    expect(graph.serverReachable().filter(startsWithUseClient).map(name)).toEqual([]);
  });
});
