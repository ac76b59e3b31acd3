import { defineConfig, type Options } from 'tsup';

const external = ['react', 'react-dom', 'react/jsx-runtime'];
const entries = {
  index: 'composition/index.ts',
  react: 'ui-react/index.ts',
  testing: 'composition/testing-entry.ts',
  adapters: 'composition/adapters-entry.ts',
};

const shared: Options = {
  target: 'es2022',
  platform: 'browser',
  sourcemap: true,
  external,
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
  },
  // CJS, one file per entry, with its declarations (.d.cts).
  { ...shared, entry: entries, outDir: 'dist', format: ['cjs'], dts: true },
  // The declarations for ESM consumers (.d.ts).
  { ...shared, entry: entries, outDir: 'dist', format: ['esm'], dts: { only: true } },
]);
