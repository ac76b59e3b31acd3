// npm run check:syntax (in npm test, after the build): the built JavaScript a browser runs
// (dist/esm/**/*.js as modules, dist/*.cjs as scripts; not dist/dev-server/, which is Node's) holds
// no syntax and no ECMAScript feature above the declared browser floor (package.json
// `browserslist`). es-check parses each file and checks every feature it finds against each
// browser of the floor (MDN's compat data), so a static block or `#x in` that esbuild failed to
// lower, or an Object.hasOwn() that came in through a dependency's source, fails here.
import { fileURLToPath } from 'node:url';
import { runChecks } from 'es-check';
import { FLOOR_QUERIES } from './browser-floor.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * Features es-check would report that are not the floor's problem:
 * - PrivateClassFields: es-check takes one ECMAScript year for the floor (ES2021, the year Chrome 87
 *   and Safari 15 complete) and so reports ES2022's private fields, which every engine of the
 *   floor runs (Chrome 74, Safari 14.1, Firefox 90) and esbuild rightly keeps.
 * - ArrayBufferTransfer: es-check recognises it by the method's name alone; the affiliate area's
 *   `admin.transfer()` (the manager transfer) is no ArrayBuffer. Built-ins are also checked with
 *   types by `npm run lint` (eslint-plugin-es-x, eslint-plugin-compat).
 */
const NOT_THE_FLOOR = ['PrivateClassFields', 'ArrayBufferTransfer'];

const common = { checkBrowser: true, checkFeatures: true, ignore: NOT_THE_FLOOR.join(','), browserslistQuery: FLOOR_QUERIES.join(', ') };
const configs = [
  { ...common, files: ['dist/esm/**/*.js'], module: true },
  { ...common, files: ['dist/*.cjs'], module: false },
];

process.chdir(ROOT);
const result = await runChecks(configs, {});
if (!result.success) {
  for (const { file, err } of result.errors) console.error(`${file}: ${err?.message ?? err}`);
  console.error(`check:syntax: ${result.errors.length} built files use syntax or features the browser floor lacks`);
  process.exit(1);
}
console.log(`check:syntax: dist/ (ESM and CommonJS) within the browser floor`);
