// Checks the API reference TypeDoc wrote into docs/api/ (`npm run docs` runs it after TypeDoc):
// its modules are the package's import paths, each grouped by feature, the guides in docs/ are
// its pages, every guide a doc comment names links to that page, and the site's search finds
// every error code. Exits 1, listing what is wrong.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

/** The search engine of TypeDoc's site, as TypeDoc installs it. */
const lunr = createRequire(import.meta.resolve('typedoc'))('lunr');

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'docs/api');
const MODULE = 2; // TypeDoc's ReflectionKind.Module

if (!existsSync(join(OUT, 'assets/navigation.js'))) {
  console.error('docs/api is missing: run npm run docs');
  process.exit(1);
}

/** The data TypeDoc's site script reads from an asset: deflated JSON in a base64 string. */
const siteData = (asset) => JSON.parse(inflateSync(Buffer.from(readFileSync(join(OUT, 'assets', asset), 'utf8').match(/"([^"]+)"/)[1], 'base64')).toString());
const navigation = siteData('navigation.js');
const search = siteData('search.js');

const problems = [];
const expectEqual = (what, actual, expected) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
};

// Modules: one per JS entry of package.json `exports`, named as users import it.
const { exports } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const importPaths = Object.keys(exports)
  .filter((path) => typeof exports[path] === 'object' && !path.endsWith('.css'))
  .map((path) => `campaign-kit${path.slice(1)}`);
const modules = navigation.filter((node) => node.kind === MODULE);
expectEqual('modules', modules.map((node) => node.text).sort(), [...importPaths].sort());

// Categories: each module's exports under features (a category node has no page of its own).
for (const module of modules) {
  const categories = (module.children ?? []).filter((node) => !node.path).map((node) => node.text);
  if (categories.length === 0) problems.push(`${module.text} is not grouped by feature`);
  if (categories.includes('Other')) problems.push(`${module.text} files exports under Other: scripts/typedoc/categories.mjs names no category for them`);
}
const rootCategories = modules.find((node) => node.text === 'campaign-kit')?.children.map((node) => node.text) ?? [];
const missing = ['Kit', 'Account', 'Reservation', 'Errors'].filter((category) => !rootCategories.includes(category));
if (missing.length > 0) problems.push(`campaign-kit has no category ${missing.join(', ')}`);

// Guides: each docs/*.md is a page.
const guides = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => name.slice(0, -3));
const pages = navigation.filter((node) => node.path?.startsWith('documents/')).map((node) => node.path);
expectEqual('guide pages', pages.sort(), guides.map((name) => `documents/${name}.html`).sort());

// Guide links: a guide named in a doc comment (`@see docs/account.md`) links to its page; in code
// (`docs/account.md` in backticks) it stays code.
const apiPages = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.html') && !path.startsWith('documents/'));
let guideLinks = 0;
for (const page of apiPages) {
  const html = readFileSync(join(OUT, page), 'utf8');
  for (const [, href, name] of html.matchAll(/<a href="([^"]*)">docs\/([\w-]+)\.md<\/a>/g)) {
    guideLinks += 1;
    if (!href.endsWith(`documents/${name}.html`)) problems.push(`${page} links docs/${name}.md to ${href}`);
  }
  const unlinked = html.replace(/<a href="[^"]*">docs\/[\w-]+\.md<\/a>|<code>[^<]*<\/code>/g, '').match(/docs\/[\w-]+\.md/g);
  if (unlinked) problems.push(`${page} names ${unlinked.join(', ')} without a link`);
}
if (guideLinks === 0) problems.push('no doc comment links to a guide');

// Search: a visitor who types an error code finds the error code table (CampaignKitErrorCode's
// comment); typed whole, a code no word shares (`OAUTH_STATE`) brings the table up first.
const errorsSource = readFileSync(join(ROOT, 'ports/errors.ts'), 'utf8');
const codes = [...(errorsSource.match(/export type CampaignKitErrorCode =([^;]*);/)?.[1] ?? '').matchAll(/'([A-Z_]+)'/g)].map(([, code]) => code);
const table = String(search.rows.findIndex((row) => row.name === 'CampaignKitErrorCode'));
const postings = new Map(search.index.invertedIndex.map(([term, fields]) => [term, fields]));
const index = lunr.Index.load(search.index);
const unfound = codes.filter((code) => !(table in (postings.get(code.toLowerCase())?.comment ?? {})));
const notFirst = codes.filter((code) => code.includes('_') && index.search(`*${code}*`)[0]?.ref !== table);
if (codes.length === 0 || table === '-1') problems.push('CampaignKitErrorCode or its codes are missing');
if (unfound.length > 0) problems.push(`the search does not find the error code table by ${unfound.join(', ')}`);
if (notFirst.length > 0) problems.push(`the search does not show the error code table first for ${notFirst.join(', ')}`);

if (problems.length > 0) {
  console.error(`docs/api, the API reference, is not as users need it:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs/api: ${modules.length} modules by import path, grouped by feature; ${pages.length} guides; ${guideLinks} links to them from doc comments; ${codes.length} error codes searchable`);
