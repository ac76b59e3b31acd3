// The container as the package ships it: inversify and its @inversifyjs pieces are bundled into
// dist/ (tsup.config.ts), their `import "reflect-metadata"` rewritten to `reflect-metadata/lite`,
// which stays a dependency for the page's bundler to resolve. The container needs only the metadata
// functions (Reflect.getOwnMetadata, defineMetadata: test/architecture/reflect-metadata.test.ts);
// the full polyfill adds Map, Set and WeakMap shims that every browser of the floor has, 1.4 KB gz
// on a page. npm run size and the benches apply the same rule to the sources, so they measure what
// a page bundling dist/ gets. One list; every build reads it from here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The packages the build bundles into dist/ (tsup `noExternal`). */
export const BUNDLED_PACKAGES = ['inversify', /^@inversifyjs\//];

/** What their imports resolve to instead: the metadata functions without the collection shims. */
export const BUNDLED_ALIASES = { 'reflect-metadata': 'reflect-metadata/lite' };

const exactly = (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

/** The aliased import paths, each as a pattern matching only itself (tsup `noExternal`, so that the plugin below sees them). */
export const ALIASED = Object.keys(BUNDLED_ALIASES).map(exactly);

/**
 * The same aliases as an esbuild plugin. `external: true` (the dist build) leaves the new path to
 * the page's bundler; otherwise (npm run size) it is resolved from the importing file's folder.
 */
export function bundledAliasesPlugin({ external = false } = {}) {
  return {
    name: 'campaign-kit-bundled-aliases',
    setup(build) {
      for (const [from, to] of Object.entries(BUNDLED_ALIASES)) {
        build.onResolve({ filter: exactly(from) }, ({ resolveDir, kind }) => (external ? { path: to, external: true } : build.resolve(to, { resolveDir, kind })));
      }
    },
  };
}

/** The same aliases as Vite `resolve.alias` entries (the benches' and the demo's Vite servers). */
export function bundledAliases() {
  return Object.entries(BUNDLED_ALIASES).map(([from, to]) => ({ find: exactly(from), replacement: to }));
}

/**
 * The licence texts of the bundled packages as one file (dist/THIRD-PARTY-LICENSES.txt): they are
 * MIT licensed, which asks for their notices in every copy, and dist/ is one.
 */
export function bundledLicenses(root) {
  const modules = join(root, 'node_modules');
  const names = readdirSync(modules).flatMap((name) => (name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`) : [name]));
  const bundled = names.filter((name) => BUNDLED_PACKAGES.some((pattern) => (typeof pattern === 'string' ? pattern === name : pattern.test(name)))).sort();
  return bundled
    .map((name) => {
      const { version, license } = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8'));
      return `${name} ${version} (${license})\n\n${readFileSync(join(modules, name, 'LICENSE'), 'utf8').trim()}\n`;
    })
    .join('\n---\n\n');
}
