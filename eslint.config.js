// ESLint (npm run lint, part of npm test): the shipped source (adapters, composition, domain, ports,
// ui-react) against the declared browser floor (package.json `browserslist`, README "Supported
// browsers"), typescript-eslint's recommended rules and the rules of hooks. Each concern is one block below.
import { defineConfig, globalIgnores } from 'eslint/config';
import compat from 'eslint-plugin-compat';
import esX from 'eslint-plugin-es-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The code that runs in a visitor's browser (or a page's server render). */
const SHIPPED = ['adapters', 'composition', 'domain', 'ports', 'ui-react'].map((folder) => `${folder}/**/*.{ts,tsx}`);

export default defineConfig([
  // Build output and reports: nothing to lint there.
  globalIgnores(['dist/', 'reports/', 'test-results/', '.stryker-tmp/']),
  {
    files: SHIPPED,
    languageOptions: {
      parser: tseslint.parser,
      // Types let es-x tell an array's .at() from any other object's.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // typescript-eslint's recommended rules. A leading underscore marks what is unused on purpose: a
  // parameter an interface requires, or a field taken out of an object so the rest goes on.
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: SHIPPED })),
  {
    files: SHIPPED,
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // The rules of hooks, and effects' dependencies: a hook's list names what it reads, or says why not.
  {
    files: SHIPPED,
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Browser APIs (fetch, structuredClone, BroadcastChannel, ...) that an engine of the floor lacks,
  // from the compat data, unless guarded (`if ('x' in window)`, `typeof x === 'function'`).
  { files: SHIPPED, ...compat.configs['flat/recommended'] },
  // ECMAScript built-ins newer than the floor's year: Chrome 87 and Safari 15 are complete up to
  // ES2021 (Object.hasOwn, Array.prototype.at, Error's cause are ES2022). The syntax is not this
  // check's: esbuild writes it for the floor (scripts/browser-floor.mjs) and `npm run check:syntax`
  // reads dist/. So the class fields and private methods that every engine of the floor runs
  // (Chrome 84, Safari 15, Firefox 90) are allowed, and esbuild lowers static blocks and `#x in`.
  {
    files: SHIPPED,
    plugins: { 'es-x': esX },
    rules: {
      ...esX.configs['flat/restrict-to-es2021'].rules,
      'es-x/no-class-instance-fields': 'off',
      'es-x/no-class-private-fields': 'off',
      'es-x/no-class-private-methods': 'off',
      'es-x/no-class-static-fields': 'off',
      'es-x/no-class-static-block': 'off',
      'es-x/no-private-in': 'off',
    },
  },
]);
