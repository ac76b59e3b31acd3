// Imports (ESM) and requires (CJS) modules in plain Node, where no browser global exists: a module
// that touches window, document, navigator or storage at import time (as server rendering would
// load it) throws a ReferenceError here and the process exits non-zero. Feature tests such as
// `typeof window` stay allowed. Arguments: module specifiers; default, every JS entry of package.json `exports`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const jsEntries = Object.entries(packageJson.exports).filter(([path, target]) => typeof target === 'object' && !path.endsWith('.css')).map(([path]) => `campaign-kit${path.slice(1)}`);
const entries = process.argv.length > 2 ? process.argv.slice(2) : jsEntries;
const require = createRequire(import.meta.url);
const loaded = {};
for (const entry of entries) {
  const specifier = entry.startsWith('.') || entry.startsWith('/') ? pathToFileURL(entry).href : entry;
  const esm = await import(specifier);
  const cjs = entry.endsWith('.mjs') ? esm : require(entry);
  loaded[entry] = { esm: Object.keys(esm).length, cjs: Object.keys(cjs).length };
}
console.log(JSON.stringify(loaded));
