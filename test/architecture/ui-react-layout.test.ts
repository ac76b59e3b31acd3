import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ui-react/ mirrors domain/: one folder per bounded context, each with an index.ts of its public
// widgets, hooks and types; the root holds only the entry (index.ts, which re-exports the folders'
// indexes) and the stylesheets whose public paths (campaign-kit/react/*.css) name them there.
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The files allowed at ui-react's root. */
const ROOT_FILES = ['index.ts', 'styles.css', 'base.css'];

/**
 * Folders of ui-react/ without a domain/ folder of that name: shared/ (the provider and the hooks
 * every widget folder uses, as domain/shared/) and nav-bar/ (the navBar feature's widget, over
 * domain/device/nav-bar-swipe.ts; its stylesheet's public path is campaign-kit/react/nav-bar.css).
 */
const NOT_IN_DOMAIN = ['shared', 'nav-bar'];

/** What the layout check reads of the repository. */
interface UiReactListing {
  /** The names of ui-react's root files. */
  readonly rootFiles: readonly string[];
  /** Each folder of ui-react/ with the names of the files directly in it. */
  readonly folders: ReadonlyMap<string, readonly string[]>;
  /** ui-react/index.ts. */
  readonly rootIndex: string;
  /** The folders of domain/. */
  readonly domainFolders: readonly string[];
  /** The ui-react folders whose index is a package entry of its own (scripts/package-sources.json). */
  readonly entryFolders: readonly string[];
}

/** Every breach of the layout above, one sentence each. */
function uiReactLayoutViolations(listing: UiReactListing): string[] {
  const violations: string[] = [];
  for (const file of listing.rootFiles) {
    if (!ROOT_FILES.includes(file)) violations.push(`ui-react/${file} lies at the root: move it into its bounded context's folder`);
  }
  const reExported = [...listing.rootIndex.matchAll(/^export \* from '\.\/([^/']+)\/index';$/gm)].map(([, folder]) => folder!);
  const otherStatements = listing.rootIndex
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^export \* from '\.\/[^/']+\/index';$/.test(line));
  for (const line of otherStatements) violations.push(`ui-react/index.ts does more than re-export a folder's index: ${line}`);
  for (const [folder, files] of listing.folders) {
    if (!files.includes('index.ts')) violations.push(`ui-react/${folder}/ has no index.ts`);
    if (!listing.domainFolders.includes(folder) && !NOT_IN_DOMAIN.includes(folder)) violations.push(`ui-react/${folder}/ names no domain/ folder`);
    const ownEntry = listing.entryFolders.includes(folder);
    if (!ownEntry && !reExported.includes(folder)) violations.push(`ui-react/index.ts does not re-export ui-react/${folder}/index.ts`);
    if (ownEntry && reExported.includes(folder)) violations.push(`ui-react/index.ts re-exports ui-react/${folder}/, a package entry of its own`);
  }
  for (const folder of reExported) if (!listing.folders.has(folder)) violations.push(`ui-react/index.ts re-exports a missing folder ${folder}/`);
  return violations;
}

function readListing(): UiReactListing {
  const names = (path: string) => readdirSync(join(root, path));
  const isFolder = (path: string) => statSync(join(root, path)).isDirectory();
  const sources = JSON.parse(readFileSync(join(root, 'scripts/package-sources.json'), 'utf8')) as { sources: Record<string, string> };
  return {
    rootFiles: names('ui-react').filter((name) => !isFolder(`ui-react/${name}`)),
    folders: new Map(names('ui-react').filter((name) => isFolder(`ui-react/${name}`)).map((name) => [name, names(`ui-react/${name}`)])),
    rootIndex: readFileSync(join(root, 'ui-react/index.ts'), 'utf8'),
    domainFolders: names('domain').filter((name) => isFolder(`domain/${name}`)),
    entryFolders: Object.values(sources.sources).flatMap((source) => source.match(/^ui-react\/([^/]+)\/index\.ts$/)?.[1] ?? []),
  };
}

describe('ui-react/ mirrors domain/', () => {
  it('holds for the repository', () => {
    expect(uiReactLayoutViolations(readListing())).toEqual([]);
  });

  const good: UiReactListing = {
    rootFiles: ['index.ts', 'styles.css', 'base.css'],
    folders: new Map([
      ['reservation', ['index.ts', 'reserve-button.tsx']],
      ['shared', ['index.ts', 'use-state-source.ts']],
      ['affiliate', ['index.ts', 'affiliate-console.tsx']],
    ]),
    rootIndex: "/**\n * campaign-kit/react\n * @packageDocumentation\n */\n\nexport * from './shared/index';\nexport * from './reservation/index';\n",
    domainFolders: ['reservation', 'affiliate'],
    entryFolders: ['affiliate'],
  };

  it('passes a root of index.ts and the stylesheets over folders with an index each', () => {
    expect(uiReactLayoutViolations(good)).toEqual([]);
  });

  it('catches a loose widget file at the root', () => {
    expect(uiReactLayoutViolations({ ...good, rootFiles: [...good.rootFiles, 'reserve-button.tsx'] })).toEqual([
      'ui-react/reserve-button.tsx lies at the root: move it into its bounded context\'s folder',
    ]);
  });

  it('catches a folder without an index, one the root does not re-export, and one no domain folder names', () => {
    const folders = new Map(good.folders);
    folders.set('reservation', ['reserve-button.tsx']);
    folders.set('hooks', ['index.ts', 'use-thing.ts']);
    expect(uiReactLayoutViolations({ ...good, folders })).toEqual([
      'ui-react/reservation/ has no index.ts',
      'ui-react/hooks/ names no domain/ folder',
      'ui-react/index.ts does not re-export ui-react/hooks/index.ts',
    ]);
  });

  it('catches a root index that exports a widget itself, or re-exports a package entry of its own', () => {
    const rootIndex = `${good.rootIndex}export { ReserveButton } from './reservation/reserve-button';\nexport * from './affiliate/index';\n`;
    expect(uiReactLayoutViolations({ ...good, rootIndex })).toEqual([
      "ui-react/index.ts does more than re-export a folder's index: export { ReserveButton } from './reservation/reserve-button';",
      'ui-react/index.ts re-exports ui-react/affiliate/, a package entry of its own',
    ]);
  });
});
