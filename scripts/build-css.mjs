// After tsup (npm run build): the stylesheets, one per public path `campaign-kit/react/<name>.css`
// (package.json `exports`), bundled by Lightning CSS for the declared browser floor
// (scripts/browser-floor.mjs), minified: @imports inlined, vendor prefixes added (-webkit-backdrop-filter
// for Safari and iOS before 18), colours and syntax the floor lacks lowered. styles.css @imports
// all the others (every widget), each other one is a widget group's own. The fallbacks a library
// cannot write (a plain colour where a color-mix() holds a var(), :focus where :focus-visible is
// missing) are in the sources; test/unit/package/stylesheets-floor.test.ts checks the built files keep them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from 'lightningcss';
import { LIGHTNINGCSS_TARGETS } from './browser-floor.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** dist path (without .css) -> source. */
export const STYLESHEETS = {
  'react/styles': 'ui-react/styles.css',
  'react/base': 'ui-react/base.css',
  'react/account': 'ui-react/account/account.css',
  'react/consent': 'ui-react/consent/consent.css',
  'react/layout': 'ui-react/layout/layout.css',
  'react/share': 'ui-react/share/share.css',
  'react/download': 'ui-react/download/download.css',
  'react/nav-bar': 'ui-react/nav-bar/nav-bar.css',
  'react/content': 'ui-react/content/content.css',
  'react/media': 'ui-react/media/media.css',
  'react/affiliate': 'ui-react/affiliate/affiliate.css',
};

/** One stylesheet as the package ships it. */
export function buildStylesheet(source) {
  const { code, warnings } = bundle({ filename: join(ROOT, source), targets: LIGHTNINGCSS_TARGETS, minify: true });
  if (warnings.length > 0) throw new Error(`${source}: ${warnings.map((warning) => warning.message).join('; ')}`);
  return code.toString();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, source] of Object.entries(STYLESHEETS)) {
    const out = join(ROOT, 'dist', `${name}.css`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, buildStylesheet(source));
  }
  // The declarations every stylesheet entry names as its types (.d.ts under `import`, .d.cts under
  // `require`, since dist/ is an ESM folder), so `import 'campaign-kit/react/styles.css'` type-checks
  // without a bundler's client types (TypeScript's noUncheckedSideEffectImports), in ESM and CommonJS projects alike.
  for (const file of ['dist/react/stylesheet.d.ts', 'dist/react/stylesheet.d.cts']) {
    writeFileSync(join(ROOT, file), '// A stylesheet: imported for its side effect, it exports nothing.\nexport {};\n');
  }
  console.log(`build-css: ${Object.keys(STYLESHEETS).length} stylesheets for the browser floor`);
}
