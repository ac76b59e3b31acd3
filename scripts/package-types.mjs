// The packed package's types in the projects users have: a file that imports every stylesheet
// (`import 'campaign-kit/react/styles.css'`, ...) and every JS entry, type-checked by one tsc per
// cell of the matrix below, with TypeScript 5.9 (the project's) and 7 (what `npm i -D typescript`
// installs; kept in node_modules/.cache/typescript7), strict, `noUncheckedSideEffectImports`,
// `skipLibCheck: false` and `lib: ["ES2020", "DOM"]` (the browser floor's, as Rsbuild's template).
// The project installs the tarball and only what the entries' types name (rxjs, react and its
// types, fetch-mock; linked from this repository's node_modules): no inversify, reflect-metadata
// or axios, so a public declaration that imports one of them fails the check. TypeScript 7 has no
// `node10` resolution any more (TS5108), so that cell runs with 5.9 alone. Used by
// scripts/check-package.mjs.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const TYPESCRIPT7_VERSION = '7.0.2';
const TYPESCRIPT7_DIR = join(ROOT, 'node_modules', '.cache', 'typescript7');

/** What the entries' declarations import, linked into the project from this repository. */
const TYPE_DEPENDENCIES = ['rxjs', 'react', 'react-dom', '@types/react', '@types/react-dom', 'fetch-mock'];

/** One project set-up: its package.json `type` and its module and moduleResolution. */
export const CELLS = [
  { name: 'bundler, ESM', type: 'module', module: 'esnext', moduleResolution: 'bundler' },
  { name: 'bundler, CommonJS', type: 'commonjs', module: 'esnext', moduleResolution: 'bundler' },
  { name: 'node16, ESM', type: 'module', module: 'node16', moduleResolution: 'node16' },
  { name: 'node16, CommonJS', type: 'commonjs', module: 'node16', moduleResolution: 'node16' },
  { name: 'nodenext, ESM', type: 'module', module: 'nodenext', moduleResolution: 'nodenext' },
  { name: 'nodenext, CommonJS', type: 'commonjs', module: 'nodenext', moduleResolution: 'nodenext' },
  { name: 'node10', type: 'commonjs', module: 'commonjs', moduleResolution: 'node10', only: ['5.9'] },
];

/** Packages no public declaration may import: the container stays internal, axios an optional peer. */
const PRIVATE_TYPES = /^(?:inversify|@inversifyjs\/.*|reflect-metadata(?:\/.*)?|axios(?:\/.*)?)$/;
/** The modules a declaration file names: `from '...'`, `import('...')`, `/// <reference types="..." />`. */
const DECLARED_IMPORT = /\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)|<reference\s+types=["']([^"']+)["']/g;

/** `file: imports x` for every packed declaration that names a private package. */
export function privateTypeImports(packageDir) {
  const found = [];
  for (const entry of readdirSync(packageDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.d\.[cm]?ts$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    // Comments dropped (TSDoc examples say `import axios from 'axios'`), triple-slash references kept.
    const code = readFileSync(path, 'utf8').replace(/\/\*[^]*?\*\//g, '').replace(/^\s*\/\/(?!\/).*$/gm, '');
    for (const match of code.matchAll(DECLARED_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (PRIVATE_TYPES.test(specifier)) found.push(`${path.slice(packageDir.length + 1)} imports ${specifier}`);
    }
  }
  return found;
}

/** The compiler options every cell shares. */
const COMPILER_OPTIONS = {
  target: 'ES2020',
  lib: ['ES2020', 'DOM'],
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  noUncheckedSideEffectImports: true,
  types: [],
};

/** TypeScript 7's tsc, installed once into node_modules/.cache/typescript7 from the registry. */
function typescript7() {
  const manifest = join(TYPESCRIPT7_DIR, 'node_modules', 'typescript', 'package.json');
  if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).version !== TYPESCRIPT7_VERSION) {
    mkdirSync(TYPESCRIPT7_DIR, { recursive: true });
    writeFileSync(join(TYPESCRIPT7_DIR, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', '--no-package-lock', '--no-audit', '--no-fund', `typescript@${TYPESCRIPT7_VERSION}`], { cwd: TYPESCRIPT7_DIR, stdio: 'pipe' });
  }
  return join(TYPESCRIPT7_DIR, 'node_modules', 'typescript', 'bin', 'tsc');
}

/** The file every cell checks: each stylesheet imported for its side effect, each JS entry as a namespace. */
function consumerSource(exportsField) {
  const paths = Object.keys(exportsField).filter((path) => path !== './package.json');
  const stylesheets = paths.filter((path) => path.endsWith('.css'));
  const entries = paths.filter((path) => !path.endsWith('.css'));
  return [
    ...stylesheets.map((path) => `import 'campaign-kit${path.slice(1)}';`),
    ...entries.map((path, index) => `import * as entry${index} from 'campaign-kit${path.slice(1)}';`),
    `export const entries = [${entries.map((_, index) => `entry${index}`).join(', ')}];`,
    '',
  ].join('\n');
}

function tsc(compiler, project) {
  return new Promise((resolve) => {
    execFile(process.execPath, [compiler, '-p', project], { cwd: project, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ ok: !error, out: `${stdout}${stderr}`.trim() });
    });
  });
}

/**
 * Type-checks the packed `tarball` across the matrix, in a project made in `work`.
 * @returns one line per cell and compiler, and the problems (tsc's output of each failing cell).
 */
export async function checkPackageTypes(tarball, work) {
  const compilers = { '5.9': join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), 7: typescript7() };
  const project = join(work, 'types');
  const modules = join(project, 'node_modules');
  const packageDir = join(modules, 'campaign-kit');
  mkdirSync(packageDir, { recursive: true });
  mkdirSync(join(modules, '@types'), { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', packageDir, '--strip-components=1']);
  for (const name of TYPE_DEPENDENCIES) symlinkSync(join(ROOT, 'node_modules', name), join(modules, name), 'dir');
  const source = consumerSource(JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).exports);

  const runs = [];
  for (const cell of CELLS) {
    for (const [version, compiler] of Object.entries(compilers)) {
      if (cell.only && !cell.only.includes(version)) continue;
      const folder = join(project, `${cell.moduleResolution}-${cell.type}-ts${version}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'package.json'), JSON.stringify({ private: true, type: cell.type }));
      writeFileSync(join(folder, 'index.ts'), source);
      writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...COMPILER_OPTIONS, module: cell.module, moduleResolution: cell.moduleResolution }, files: ['index.ts'] }, null, 2));
      runs.push({ label: `${cell.name}, TypeScript ${version}`, compiler, folder });
    }
  }

  // Slowest first (5.9 takes several times 7's time), as many at once as there are cores.
  runs.sort((a, b) => Number(b.label.endsWith('5.9')) - Number(a.label.endsWith('5.9')));
  const results = new Array(runs.length);
  let next = 0;
  const worker = async () => {
    while (next < runs.length) {
      const index = next++;
      results[index] = await tsc(runs[index].compiler, runs[index].folder);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), runs.length) }, worker));

  const lines = runs.map((run, index) => `  ${results[index].ok ? 'ok    ' : 'FAILED'} ${run.label}`);
  const problems = runs.flatMap((run, index) => (results[index].ok ? [] : [`types, ${run.label}:\n${indent(results[index].out)}`]));
  const privateImports = privateTypeImports(packageDir);
  lines.push(`  ${privateImports.length === 0 ? 'ok    ' : 'FAILED'} no declaration imports inversify, reflect-metadata or axios`);
  if (privateImports.length > 0) problems.push(`types: public declarations import private packages:\n${indent(privateImports.join('\n'))}`);
  return { lines, problems };
}

function indent(text) {
  const lines = text.split('\n');
  const shown = lines.slice(0, 12).map((line) => `    ${line}`);
  if (lines.length > 12) shown.push(`    ... ${lines.length - 12} more lines`);
  return shown.join('\n');
}
