// The package's public paths mapped to their sources (package-sources.json), as Vite aliases.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledAliases } from './bundled-dependencies.mjs';

/** `{ 'campaign-kit': 'composition/index.ts', ... }`: each public path and the source it builds from. */
export const PACKAGE_SOURCES = JSON.parse(readFileSync(new URL('./package-sources.json', import.meta.url), 'utf8')).sources;

/**
 * Vite `resolve.alias` entries sending each public path to its source under `root`, and the
 * bundled container's imports where the build sends them (bundled-dependencies.mjs).
 */
export function packageAliases(root) {
  return [
    ...Object.entries(PACKAGE_SOURCES).map(([name, source]) => ({
      find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
      replacement: join(root, source),
    })),
    ...bundledAliases(),
  ];
}
