import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// package.json `exports` is the list of public paths; tsup and the API reports read it. The lists
// that JSON files must spell out again (the sources map, tsconfig paths, TypeDoc's entry points)
// are held to it here, so a new entry cannot be half added.
const root = fileURLToPath(new URL('../..', import.meta.url));
const json = <T>(path: string): T => JSON.parse(readFileSync(`${root}/${path}`, 'utf8')) as T;

const exportsField = json<{ exports: Record<string, unknown> }>('package.json').exports;
const publicPaths = Object.keys(exportsField)
  .filter((path) => path !== './package.json')
  .map((path) => `campaign-kit${path.slice(1)}`);
/** The JS entries: the conditional exports other than the stylesheets (whose only condition names their types). */
const isJsEntry = (path: string) => typeof exportsField[path] === 'object' && !path.endsWith('.css');
const jsEntries = Object.keys(exportsField)
  .filter(isJsEntry)
  .map((path) => `campaign-kit${path.slice(1)}`);
const sources = json<{ sources: Record<string, string> }>('scripts/package-sources.json').sources;
const paths = json<{ compilerOptions: { paths: Record<string, string[]> } }>('tsconfig.json').compilerOptions.paths;
const typedocEntries = json<{ entryPoints: string[] }>('typedoc.json').entryPoints;
const typesVersions = json<{ typesVersions: { '*': Record<string, string[]> } }>('package.json').typesVersions['*'];

describe('the package entries', () => {
  it('map every public path but the contract server to its source, and nothing else', () => {
    expect(Object.keys(sources).sort()).toEqual(publicPaths.filter((path) => path !== 'campaign-kit/dev-server').sort());
  });

  it('give TypeScript the same source for each JS entry', () => {
    expect(Object.keys(paths).sort()).toEqual([...jsEntries].sort());
    for (const entry of jsEntries.filter((path) => path !== 'campaign-kit/dev-server')) expect(paths[entry], entry).toEqual([`./${sources[entry]}`]);
  });

  it('give older TypeScript resolution (typesVersions) the declarations of each JS subpath and of the stylesheets', () => {
    const subpaths = Object.keys(exportsField).filter((path) => path !== '.' && isJsEntry(path));
    expect(Object.keys(typesVersions).sort()).toEqual([...subpaths.map((path) => path.slice(2)), 'react/*.css'].sort());
    for (const path of subpaths) expect(typesVersions[path.slice(2)], path).toEqual([(exportsField[path] as { import: { types: string } }).import.types]);
    expect(typesVersions['react/*.css']).toEqual(['./dist/react/stylesheet.d.ts']);
  });

  it('give each stylesheet its declarations for import (.d.ts) and require (.d.cts)', () => {
    const stylesheets = Object.keys(exportsField).filter((path) => path.endsWith('.css'));
    expect(stylesheets).toContain('./react/styles.css');
    for (const path of stylesheets) {
      const file = `./dist${path.slice(1)}`;
      expect(exportsField[path], path).toEqual({
        import: { types: './dist/react/stylesheet.d.ts', default: file },
        require: { types: './dist/react/stylesheet.d.cts', default: file },
      });
    }
  });

  it('document each JS entry with TypeDoc (the contract server from its source)', () => {
    const documented = jsEntries.filter((entry) => entry !== 'campaign-kit/dev-server').map((entry) => sources[entry]);
    expect([...typedocEntries].sort()).toEqual([...documented, 'demo/server/index.ts'].sort());
  });
});
