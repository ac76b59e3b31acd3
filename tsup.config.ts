import { cpSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import packageJson from './package.json';
import { ESBUILD_TARGETS } from './scripts/browser-floor.mjs';
import { ALIASED, BUNDLED_PACKAGES, bundledAliasesPlugin, bundledLicenses } from './scripts/bundled-dependencies.mjs';
import packageSources from './scripts/package-sources.json';

const external = ['react', 'react-dom', 'react/jsx-runtime'];
/**
 * The JS entries built to dist/<name>.cjs and .d.ts, read from package.json `exports` (each
 * entry's `require` file names it) and scripts/package-sources.json (its source); the contract
 * server (dist/dev-server/) has its own build below.
 */
const entries = Object.fromEntries(
  Object.entries(packageJson.exports as Record<string, string | { require?: { default: string } }>).flatMap(([path, target]) => {
    const file = typeof target === 'object' ? target.require?.default : undefined;
    if (!file || path.endsWith('.css') || file.startsWith('./dist/dev-server/')) return [];
    return [[basename(file, '.cjs'), packageSources.sources[`campaign-kit${path.slice(1)}` as keyof typeof packageSources.sources]]];
  }),
);

const shared: Options = {
  // The declared browser floor (package.json browserslist) as esbuild targets.
  target: ESBUILD_TARGETS,
  platform: 'browser',
  external,
  // The container bundled in, importing reflect-metadata/lite (scripts/bundled-dependencies.mjs).
  noExternal: [...BUNDLED_PACKAGES, ...ALIASED],
  esbuildPlugins: [bundledAliasesPlugin({ external: true })],
  // CSS comes only from the stylesheet build (scripts/build-css.mjs), never from what a JS module imports.
  loader: { '.css': 'empty' },
  // Left for the page's bundler to replace: esbuild would bake in this build's own mode.
  define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
};

/** The contract server's build (campaign-kit/dev-server and the bin), Node only. */
const devServer: Options = {
  outDir: 'dist/dev-server',
  platform: 'node',
  target: 'node20',
  minify: true,
  // import.meta.url in the CJS build: the assets are found beside the bundle.
  shims: true,
  noExternal: ['hono', '@hono/node-server'],
  onSuccess: async () => cpSync('demo/server/assets', 'dist/dev-server/assets', { recursive: true }),
};

export default defineConfig([
  // ESM: one output module per source module, so a bundler drops what a page does not import
  // (a page that builds services by hand never loads the container or inversify).
  {
    ...shared,
    entry: ['composition/**/*.ts', 'domain/**/*.ts', 'ports/**/*.ts', 'adapters/**/*.ts', 'ui-react/**/*.{ts,tsx}'],
    outDir: 'dist/esm',
    format: ['esm'],
    splitting: true,
    clean: true,
    // The notices of the packages bundled in (scripts/bundled-dependencies.mjs).
    onSuccess: async () => writeFileSync('dist/THIRD-PARTY-LICENSES.txt', bundledLicenses('.')),
  },
  // CJS, one file per entry, with its declarations (.d.cts).
  { ...shared, entry: entries, outDir: 'dist', format: ['cjs'], dts: true, splitting: true },
  // The declarations for ESM consumers (.d.ts).
  { ...shared, entry: entries, outDir: 'dist', format: ['esm'], dts: { only: true } },
  // The contract server (campaign-kit/dev-server and its bin), Node only: hono bundled in, so a
  // user installs nothing more; its seeds and captcha SDK copied beside it (demo/server/assets.ts).
  { ...devServer, entry: { index: 'demo/server/index.ts', cli: 'demo/server/cli.ts' }, format: ['esm'], dts: { entry: { index: 'demo/server/index.ts' } } },
  { ...devServer, entry: { index: 'demo/server/index.ts' }, format: ['cjs'], dts: true },
  // The stylesheets: scripts/build-css.mjs (Lightning CSS, for the same floor) after this build.
]);
