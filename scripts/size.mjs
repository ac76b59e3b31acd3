// npm run size: what each page of scripts/size/budget.json weighs the way a page bundles it: esbuild,
// minified, react and react-dom external, gzip level 9 per file. The budget applies to the initial JS
// and to the CSS the page gets; forbidden packages and repository paths are looked for in every chunk
// the page can load, initial and lazy. Exit 1 when a budget or a forbidden rule fails (each failure
// is broken down by input below the table), 2 when a page does not build or is flagged wrongly.
//
// Two ways to bundle, chosen per page by budget.json `splitting`:
// - splitting (the default; the kit pages, and any page whose bundle reaches an import()): esbuild
//   with code splitting, dynamic import() becomes lazy chunks; the initial JS is the entry chunk and
//   the chunks it imports statically, lazy chunks are printed, not budgeted.
// - `"splitting": false` (the by-hand pages that have no import() of their own): the page in ONE
//   file, as Vite or Rollup gives a page without lazy code. esbuild's splitting would add the bare
//   shared chunks that the package entry's lazy import()s elsewhere create (evanw/esbuild#3704), code
//   such a page never uses. The script also bundles such a page with splitting and stops (exit 2)
//   if that reaches a lazy chunk: one file would inline lazy code, so the flag is wrong there.
//
// The pages import the kit by its package names only, mapped to the sources (as tsconfig `paths`
// and the bench's Vite aliases do), never to a stale dist/; the container's imports go where the
// build sends them (reflect-metadata/lite, scripts/bundled-dependencies.mjs).
//
// Orphan chunks: esbuild emits a chunk for every import() in the module graph, even when the code
// holding the import() is tree-shaken away; no chunk of the page refers to such a chunk, so the page
// never loads it. They are listed under the table, not counted (budget.json `countOrphanChunks`).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundledAliasesPlugin } from './bundled-dependencies.mjs';
import { PACKAGE_SOURCES } from './package-sources.mjs';

const started = performance.now();
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const config = JSON.parse(readFileSync(new URL('./size/budget.json', import.meta.url), 'utf8'));
const KB = 1024;
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'];
const TOP_INPUTS = 12;
const STDIN = 'entry.js';

/** The package names a page may import, mapped to the sources. */
const KIT_PATHS = PACKAGE_SOURCES;
const kitSources = {
  name: 'campaign-kit-sources',
  setup(builder) {
    builder.onResolve({ filter: /^campaign-kit(\/.*)?$/ }, ({ path }) => {
      const source = KIT_PATHS[path];
      if (!source) return { errors: [{ text: `${path} is not an entry of campaign-kit (${Object.keys(KIT_PATHS).join(', ')})` }] };
      return { path: `${ROOT}${source}` };
    });
  },
};

/** Bundles one page (esbuild's result with the metafile), with or without code splitting. */
function bundleOf(item, splitting) {
  return build({
    ...(item.entry ? { entryPoints: [item.entry] } : { stdin: { contents: item.code, resolveDir: ROOT, sourcefile: STDIN, loader: 'js' } }),
    absWorkingDir: ROOT,
    bundle: true,
    splitting,
    format: 'esm',
    minify: true,
    platform: item.platform ?? 'browser',
    external: [...EXTERNAL, ...(item.external ?? [])],
    plugins: [kitSources, bundledAliasesPlugin()],
    outdir: 'size-out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
}

/** The same page in one file (no splitting, lazy code inlined): min+gz of its JS. */
async function singleFile(item) {
  const { outputFiles } = await bundleOf(item, false);
  return sum(outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => ({ gz: gzipSync(file.contents, { level: 9 }).length })), 'gz');
}

/**
 * Measures one page as budget.json says. Returns its chunks by kind: initial (the entry chunk and
 * what it imports statically), lazy (reached through an import() from there), orphan (emitted,
 * never referred to), the CSS of the initial and of the lazy chunks, and the metafile. With
 * `"splitting": false`, the one file is the only initial chunk (no lazy or orphan chunks), once the
 * split build of the page has shown it reaches no lazy chunk.
 */
async function measure(item) {
  const split = await measureSplit(item);
  if (item.splitting !== false) return split;
  if (split.lazy.length > 0) {
    const targets = [...new Set(split.lazy.flatMap((chunk) => Object.keys(chunk.inputs)))].slice(0, 3).map(shortInput);
    throw Object.assign(new Error(`"splitting": false, but the page reaches ${split.lazy.length} lazy chunks (${targets.join(', ')}, ...): in one file they would count as initial JS; measure it with splitting`), { wrongFlag: true });
  }
  const result = await bundleOf(item, false);
  const file = (output) => {
    const path = relative(ROOT, output.path).split('\\').join('/');
    return { path, min: output.contents.length, gz: gzipSync(output.contents, { level: 9 }).length, inputs: result.metafile.outputs[path].inputs, bare: false };
  };
  return {
    initial: result.outputFiles.filter((output) => output.path.endsWith('.js')).map(file),
    lazy: [],
    orphan: [],
    css: result.outputFiles.filter((output) => output.path.endsWith('.css')).map(file),
    lazyCss: [],
    metafile: result.metafile,
    entryInput: split.entryInput,
    oneFile: true,
  };
}

/** Bundles one page with code splitting and sorts its chunks by kind (see measure). */
async function measureSplit(item) {
  const result = await bundleOf(item, true);
  const contents = new Map(result.outputFiles.map((file) => [relative(ROOT, file.path).split('\\').join('/'), file.contents]));
  const outputs = result.metafile.outputs;
  const chunk = (path) => {
    const bytes = contents.get(path);
    return { path, min: bytes.length, gz: gzipSync(bytes, { level: 9 }).length, inputs: outputs[path].inputs };
  };
  const entryInput = item.entry ?? STDIN;
  const entryChunk = Object.keys(outputs).find((path) => path.endsWith('.js') && outputs[path].entryPoint === entryInput);
  const closure = (roots, kinds) => {
    const reached = new Set(roots);
    for (const path of reached) for (const { path: next, kind } of outputs[path].imports) if (kinds.includes(kind) && next in outputs) reached.add(next);
    return reached;
  };
  const initial = closure([entryChunk], ['import-statement']);
  const reachable = closure([entryChunk], ['import-statement', 'dynamic-import']);
  const js = Object.keys(outputs).filter((path) => path.endsWith('.js'));
  const cssOf = (paths) => [...new Set([...paths].map((path) => outputs[path].cssBundle).filter(Boolean))];
  // Initial chunks the page only imports bare (`import "./chunk.js"`, no binding used): esbuild adds
  // such imports, for execution order, of shared chunks holding modules that the package entry
  // exports and that lazy chunks use (evanw/esbuild#3704); the page binds nothing from them.
  const bound = new Set([entryChunk]);
  for (const path of bound) {
    const text = new TextDecoder().decode(contents.get(path));
    for (const [, name] of text.matchAll(/\bfrom\s*["']\.\/([^"']+)["']/g)) {
      const next = `${path.slice(0, path.lastIndexOf('/') + 1)}${name}`;
      if (initial.has(next)) bound.add(next);
    }
  }
  const initialCss = cssOf(initial);
  const lazyCss = cssOf(reachable).filter((path) => !initialCss.includes(path));
  return {
    initial: [...initial].map((path) => ({ ...chunk(path), bare: !bound.has(path) })),
    lazy: js.filter((path) => reachable.has(path) && !initial.has(path)).map(chunk),
    orphan: js.filter((path) => !reachable.has(path)).map(chunk),
    css: initialCss.map(chunk),
    lazyCss: lazyCss.map(chunk),
    metafile: result.metafile,
    entryInput,
  };
}

const sum = (chunks, key) => chunks.reduce((total, chunk) => total + chunk[key], 0);
/** The page's lazy chunks with bytes from inputs under `prefix`. */
const lazyChunksHolding = (measured, prefix) => measured.lazy.filter((chunk) => Object.entries(chunk.inputs).some(([input, { bytesInOutput }]) => bytesInOutput > 0 && input.startsWith(prefix)));
const kb = (bytes) => (bytes / KB).toFixed(1);
const packageOf = (input) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
const shortInput = (input) => input.replace(/^(?:.*\/)?node_modules\//, '').replace(/\/dist\/(?:esm5|esm2015|esm|browser|lib)\//, '/…/');
const live = (metafile, input) => Object.values(metafile.outputs).some((output) => output.inputs[input]?.bytesInOutput > 0);

/** The inputs with bytes in some chunks, by bytes in output, with gzip prorated by each chunk's ratio. */
function inputRows(chunks) {
  const rows = [];
  for (const chunk of chunks) {
    const ratio = chunk.gz / chunk.min;
    for (const [input, { bytesInOutput }] of Object.entries(chunk.inputs)) if (bytesInOutput > 0) rows.push({ input, min: bytesInOutput, gz: bytesInOutput * ratio, chunk: chunk.path });
  }
  return rows.sort((a, b) => b.min - a.min);
}

/** The same rows grouped by package (node_modules) or by folder (domain/account, ui-react/consent). */
function groups(rows) {
  const byGroup = new Map();
  for (const row of rows) {
    const name = packageOf(row.input) ?? row.input.split('/').slice(0, row.input.startsWith('scripts/') ? 3 : 2).join('/');
    const group = byGroup.get(name) ?? { name, min: 0, gz: 0, files: 0 };
    group.min += row.min;
    group.gz += row.gz;
    group.files += 1;
    byGroup.set(name, group);
  }
  return [...byGroup.values()].sort((a, b) => b.min - a.min);
}

/**
 * Why the page holds `targets`: an import edge into them from a module that is in the output, then
 * that module's own live importers back towards the page (re-export barrels, which have no bytes
 * of their own and re-export everything, are named only where the live chain ends).
 */
function whyHeld(metafile, entryInput, targets) {
  const importers = new Map();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path, kind } of imports) {
      if (!importers.has(path)) importers.set(path, []);
      importers.get(path).push({ input, kind });
    }
  }
  // Distance from the page, to walk back along the shortest live route.
  const distance = new Map([[entryInput, 0]]);
  const queue = [entryInput];
  for (const current of queue) {
    for (const { path } of metafile.inputs[current]?.imports ?? []) {
      if (distance.has(path)) continue;
      distance.set(path, distance.get(current) + 1);
      queue.push(path);
    }
  }
  const byDistance = (a, b) => (distance.get(a.input) ?? Infinity) - (distance.get(b.input) ?? Infinity);
  const edges = [];
  for (const target of targets) {
    for (const edge of importers.get(target) ?? []) if (!targets.has(edge.input) && (live(metafile, edge.input) || edge.input === entryInput)) edges.push({ ...edge, target });
  }
  edges.sort(byDistance);
  const [first] = edges;
  if (!first) return { chain: [], entries: [] };
  const chain = [`${first.kind === 'dynamic-import' ? 'import() ' : ''}${shortInput(first.target)}`, shortInput(first.input)];
  const seen = new Set([first.target, first.input]);
  for (let at = first.input; at !== entryInput; ) {
    const candidates = (importers.get(at) ?? []).filter(({ input }) => !seen.has(input)).sort(byDistance);
    const next = candidates.find(({ input }) => live(metafile, input) || input === entryInput) ?? candidates[0];
    if (!next) break;
    const isLive = live(metafile, next.input) || next.input === entryInput;
    chain.push(`${shortInput(next.input)}${isLive ? '' : ' (re-export)'}`);
    seen.add(next.input);
    if (!isLive) break;
    at = next.input;
  }
  const entries = [...new Set(edges.map(({ input, target, kind }) => `${shortInput(input)} -> ${kind === 'dynamic-import' ? 'import() ' : ''}${shortInput(target)}`))];
  return { chain, entries };
}

/** The forbidden rules a bundle breaks, with the bytes, the chunk kinds and why the page holds them. */
function forbiddenHits(bundle, measured) {
  const { packages = [], paths = [] } = bundle.forbidden ?? {};
  const chunks = [...measured.initial.map((chunk) => ({ chunk, kind: 'initial' })), ...measured.lazy.map((chunk) => ({ chunk, kind: 'lazy' }))];
  if (config.countOrphanChunks) chunks.push(...measured.orphan.map((chunk) => ({ chunk, kind: 'orphan' })));
  const rules = [
    ...packages.map((name) => ({ rule: name, test: (input) => { const found = packageOf(input); return found === name || found?.startsWith(`${name}/`); } })),
    ...paths.map((prefix) => ({ rule: prefix, test: (input) => input.startsWith(prefix) })),
    // lazyOnly: what the page may load on demand only, never in its initial chunks.
    ...(bundle.lazyOnly ?? []).map((prefix) => ({ rule: `${prefix} (lazy only)`, test: (input) => input.startsWith(prefix), initialOnly: true })),
  ];
  const hits = [];
  for (const { rule, test, initialOnly } of rules) {
    const found = new Set();
    const kinds = new Set();
    let min = 0;
    for (const { chunk, kind } of chunks) {
      if (initialOnly && kind !== 'initial') continue;
      for (const [input, { bytesInOutput }] of Object.entries(chunk.inputs)) {
        if (bytesInOutput === 0 || !test(input)) continue;
        found.add(input);
        kinds.add(kind);
        min += bytesInOutput;
      }
    }
    if (found.size > 0) hits.push({ rule, files: found.size, kinds: [...kinds], min, why: whyHeld(measured.metafile, measured.entryInput, found) });
  }
  return hits;
}

// ---- measure everything at once (esbuild runs the builds in parallel) ----
const buildErrors = new Map();
const measureOrReport = (item) =>
  measure(item).catch((error) => {
    const details = error.errors?.map((each) => `  ${each.location ? `${each.location.file}:${each.location.line}: ` : ''}${each.text}`).join('\n') ?? `  ${error.message}`;
    const key = `${error.wrongFlag ? 'is flagged wrongly' : 'does not build'}:\n${details}`;
    buildErrors.set(key, [...(buildErrors.get(key) ?? []), item.name]);
    return undefined;
  });
const [bundles, anchors] = await Promise.all([
  Promise.all(config.bundles.map(async (bundle) => ({ bundle, measured: await measureOrReport(bundle) }))),
  Promise.all(config.anchors.map(async (anchor) => ({ anchor, measured: anchor.entry ? await measureOrReport(anchor) : undefined }))),
]);
for (const [problem, names] of buildErrors) console.error(`size: ${names.join(', ')}: ${problem}`);
if (buildErrors.size > 0) process.exit(2);

// ---- the table ----
const pair = (figures) => (figures ? `${figures.js === undefined ? '-' : figures.js.toFixed(1)}${figures.css === undefined ? '' : ` + ${figures.css.toFixed(1)}`}` : '-');
const rows = [];
const failures = [];
for (const { bundle, measured } of bundles) {
  const js = { min: sum(measured.initial, 'min'), gz: sum(measured.initial, 'gz') };
  // budgetLazy: the page loads its lazy chunks at start (monitoring's web-vitals), so they count.
  const budgetedJs = js.gz + (bundle.budgetLazy ? sum(measured.lazy, 'gz') : 0);
  const css = sum(measured.css, 'gz');
  const lazyCss = sum(measured.lazyCss, 'gz');
  const overJs = bundle.budget?.js !== undefined && budgetedJs > bundle.budget.js * KB;
  const overCss = bundle.budget?.css !== undefined && css > bundle.budget.css * KB;
  const hits = forbiddenHits(bundle, measured);
  const problems = [];
  const unreached = (bundle.lazyOnly ?? []).filter((prefix) => lazyChunksHolding(measured, prefix).length === 0);
  if (unreached.length > 0) problems.push(`no lazy chunk holds ${unreached.join(', ')}`);
  if (overJs) problems.push(`JS${bundle.budgetLazy ? ' with lazy' : ''} +${kb(budgetedJs - bundle.budget.js * KB)}`);
  if (overCss) problems.push(`CSS +${kb(css - bundle.budget.css * KB)}`);
  if (hits.length > 0) problems.push(`holds ${hits.map(({ rule }) => rule).join(', ')}`);
  if (problems.length > 0) failures.push({ bundle, measured, overJs, overCss, hits, unreached });
  rows.push([
    bundle.name,
    kb(js.min),
    kb(js.gz),
    measured.oneFile ? 'one file' : measured.lazy.length ? `${kb(sum(measured.lazy, 'gz'))} (${measured.lazy.length})` : '-',
    css || lazyCss ? `${kb(css)}${lazyCss ? ` +${kb(lazyCss)}` : ''}` : '-',
    pair(bundle.budget),
    pair(bundle.before),
    bundle.anchor ?? '',
    problems.length === 0 ? 'ok' : `FAIL ${problems.join('; ')}`,
  ]);
}
for (const { anchor, measured } of anchors) {
  rows.push(
    measured
      ? [`anchor: ${anchor.name}`, kb(sum(measured.initial, 'min')), kb(sum(measured.initial, 'gz')), measured.oneFile ? 'one file' : measured.lazy.length ? kb(sum(measured.lazy, 'gz')) : '-', measured.css.length ? kb(sum(measured.css, 'gz')) : '-', '', pair(anchor), '', 'measured live']
      : [`anchor: ${anchor.name}`, '', anchor.js.toFixed(1), '', anchor.css === undefined ? '' : anchor.css.toFixed(1), '', '', '', "the issue's figure, quoted"],
  );
}

const header = ['bundle', 'JS min', 'JS gz', 'lazy gz (n)', 'CSS gz', 'budget', 'before', 'anchor', 'status'];
const right = new Set([1, 2, 3, 4, 5, 6]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (row) => row.map((cell, column) => (right.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd();
console.log("KB (1024 bytes). JS: the initial chunks, minified and gzip -9; lazy: the import() chunks the page can load (not budgeted),");
console.log("or 'one file': a page with no import() of its own, bundled without splitting (budget.json splitting: false);");
console.log("budget and before (the issue's figures): JS [+ CSS] min+gz.");
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));

// Orphan chunks, grouped by what they hold (usually the same chunk in every page).
const orphans = new Map();
for (const { bundle, measured } of bundles) {
  if (measured.orphan.length === 0) continue;
  const key = `${groups(inputRows(measured.orphan)).map((group) => group.name).join(', ')}, ${kb(sum(measured.orphan, 'gz'))} KB gz`;
  orphans.set(key, [...(orphans.get(key) ?? []), bundle.name]);
}
if (orphans.size > 0) {
  console.log(`\nOrphan chunks (esbuild emits a chunk for each import() even in tree-shaken code; no chunk refers to them, the page never loads them${config.countOrphanChunks ? '; the forbidden rules count them' : '; not counted'}):`);
  for (const [held, names] of orphans) console.log(`  ${held}: ${names.length === bundles.filter(({ bundle }) => bundle.entry).length ? 'every page' : names.join('; ')}`);
}

// Lazy-only code (budget.json lazyOnly): the lazy chunks that hold it, each with its weight.
const lazyOnlyLines = bundles.flatMap(({ bundle, measured }) =>
  (bundle.lazyOnly ?? []).map((prefix) => {
    const held = lazyChunksHolding(measured, prefix).map((chunk) => `${Object.keys(chunk.inputs).filter((input) => input.startsWith(prefix)).map((input) => input.slice(prefix.length)).join(' + ')} ${kb(chunk.gz)}`);
    return `  ${bundle.name}: ${prefix} in ${held.length} lazy chunks, KB gz: ${held.join(', ') || 'none'}`;
  }),
);
if (lazyOnlyLines.length > 0) {
  console.log('\nLazy only (budget.json lazyOnly: no initial chunk may hold it; each lazy chunk loads when the page asks for it):');
  for (const entry of lazyOnlyLines) console.log(entry);
}

// ---- where the bytes go, for each failure ----
const printRows = (rows, indent) => {
  for (const row of rows) console.log(`${indent}${kb(row.min).padStart(6)} min  ${kb(row.gz).padStart(5)} gz  ${row.name ?? shortInput(row.input)}${row.files ? ` (${row.files} files)` : ''}`);
};
/** The initial chunks imported only bare, and why each of their largest modules is there. */
function bareReport(measured) {
  const bare = measured.initial.filter((chunk) => chunk.bare);
  if (bare.length === 0) return;
  const { metafile } = measured;
  const lazyInputs = new Set([...measured.lazy, ...measured.orphan].flatMap((chunk) => Object.keys(chunk.inputs)));
  const importers = new Map();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path } of imports) importers.set(path, [...(importers.get(path) ?? []), input]);
  }
  const rows = inputRows(bare);
  console.log(`  ${kb(sum(bare, 'gz'))} KB gz of it is in ${bare.length} chunks the page imports bare (import "./chunk.js", no binding used: esbuild splitting`);
  console.log('  keeps modules the package entry exports and lazy chunks use, evanw/esbuild#3704); the largest:');
  for (const row of rows.slice(0, 8)) {
    const from = importers.get(row.input) ?? [];
    const entries = Object.entries(KIT_PATHS).filter(([, source]) => from.includes(source)).map(([name]) => name);
    const lazyUsers = from.filter((input) => lazyInputs.has(input)).map(shortInput);
    const why = [entries.length ? `exported by ${entries.join(', ')}` : '', lazyUsers.length ? `used by lazy ${lazyUsers[0]}${lazyUsers.length > 1 ? ` (+${lazyUsers.length - 1})` : ''}` : ''].filter(Boolean).join('; ');
    console.log(`    ${kb(row.min).padStart(6)} min  ${kb(row.gz).padStart(5)} gz  ${shortInput(row.input)}${why ? `: ${why}` : ''}`);
  }
}

// `npm run size -- --all`: the breakdown of every bundle, not only of the failing ones.
const ALL = process.argv.includes('--all');
const detailed = ALL ? bundles.map(({ bundle, measured }) => failures.find((failure) => failure.bundle === bundle) ?? { bundle, measured, overJs: true, overCss: measured.css.length > 0, hits: [] }) : failures;
const singleFiles = new Map(await Promise.all(detailed.filter(({ overJs, measured }) => overJs && !measured.oneFile).map(async ({ bundle }) => [bundle, await singleFile(bundle)])));
for (const { bundle, measured, overJs, overCss, hits, unreached = [] } of detailed) {
  console.log(`\n${bundle.name}${bundle.entry ? ` (${bundle.entry})` : ''}`);
  if (overJs) {
    const rows = inputRows(measured.initial);
    console.log(`  ${measured.oneFile ? 'JS (one file)' : 'initial JS'} ${kb(sum(measured.initial, 'gz'))} KB gz, budget ${bundle.budget?.js?.toFixed(1) ?? '-'}; top ${TOP_INPUTS} inputs by bytes in output (gz prorated by chunk):`);
    if (measured.initial.length > 1) console.log(`  initial chunks: ${measured.initial.map((chunk) => `${chunk.path.split('/').pop()} ${kb(chunk.gz)}`).join(', ')}`);
    printRows(rows.slice(0, TOP_INPUTS), '    ');
    console.log('  by package / folder:');
    printRows(groups(rows).slice(0, TOP_INPUTS), '    ');
  }
  if (overJs && !measured.oneFile) {
    bareReport(measured);
    const lazy = measured.lazy.length > 0 ? ', its lazy code inlined' : '';
    console.log(`  the same page in one file (esbuild without splitting${lazy}): ${kb(singleFiles.get(bundle))} KB gz`);
  }
  if (overCss) {
    console.log(`  CSS ${kb(sum(measured.css, 'gz'))} KB gz, budget ${bundle.budget?.css?.toFixed(1) ?? '-'}; by input (gz prorated):`);
    printRows(inputRows(measured.css).slice(0, TOP_INPUTS), '    ');
  }
  for (const prefix of unreached) console.log(`  lazy only ${prefix}: no lazy chunk of the page holds it (is its import() still reachable?)`);
  for (const { rule, files, kinds, min, why } of hits) {
    console.log(`  forbidden ${rule}: ${files} files, ${kb(min)} KB min, in the ${kinds.join(' + ')} chunks`);
    if (why.chain.length === 0) continue;
    console.log(`    held by ${why.chain.join('\n      <- ')}`);
    if (why.entries.length > 1) console.log(`    every import into it from code in the bundle:\n      ${why.entries.slice(0, 8).join('\n      ')}${why.entries.length > 8 ? `\n      (${why.entries.length - 8} more)` : ''}`);
  }
}

const count = bundles.length + anchors.filter(({ measured }) => measured).length;
console.log(`\nsize: ${count} bundles in ${((performance.now() - started) / 1000).toFixed(1)} s; ${failures.length ? `${failures.length} failing` : 'none failing'}`);
process.exit(failures.length > 0 ? 1 : 0);
