// npm run check:package (part of npm test, after the build): packs the package as npm would publish
// it, then checks, from the tarball:
// - publint (package.json against the files: exports, types, bin);
// - @arethetypeswrong/cli (every entry's and stylesheet's types resolve, and match its module kind,
//   under node10, node16 (CJS and ESM) and bundler resolution);
// - the types in the projects users have (scripts/package-types.mjs): a file importing every entry
//   and stylesheet, one tsc per cell (bundler, node16 and nodenext in ESM and CommonJS packages, and
//   node10; TypeScript 5.9 and 7; skipLibCheck false, lib ES2020 + DOM), and no public declaration
//   importing inversify, reflect-metadata or axios;
// - the links of the pages a user reads from the package (README.md and docs/*.md): only to files
//   in the tarball and to headings that exist, never outside it (scripts/package-links.mjs says
//   what counts); and package.json names no repository, homepage or bugs address, since the
//   package has no public home yet (a wrong one is worse than none);
// - the tarball's size and file count, which the README quotes between `<!-- package:figures -->`
//   marks: `--write` writes them there; without it, figures other than what `--write` would write
//   (stale ones) fail the check; and the README's shape (scripts/package-readme.mjs): at most 220
//   lines, no run of blank lines.
// Exit 1 on any finding.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackageLinks } from './package-links.mjs';
import { checkReadmeShape } from './package-readme.mjs';
import { checkPackageTypes } from './package-types.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');
const README = join(ROOT, 'README.md');
const FIGURES = /(<!-- package:figures -->)([^]*?)(<!-- \/package:figures -->)/;
const work = mkdtempSync(join(tmpdir(), 'campaign-kit-pack-'));

/** The README's words for a tarball: `850 KB packed, 3.0 MB unpacked, 958 files`. */
function figures({ packedBytes, unpackedBytes, files }) {
  return `${Math.round(packedBytes / 10240) * 10} KB packed, ${(unpackedBytes / 1048576).toFixed(1)} MB unpacked, ${files} files`;
}

/** Problems with the README's figures for `packed`; with `write`, none: the figures are written. */
function checkReadmeFigures(packed, write) {
  const text = readFileSync(README, 'utf8');
  if (!FIGURES.test(text)) return ['README.md has no <!-- package:figures --> marks'];
  if (write) {
    writeFileSync(README, text.replace(FIGURES, `$1${figures(packed)}$3`));
    return [];
  }
  const quoted = FIGURES.exec(text)[2];
  return quoted === figures(packed) ? [] : [`README.md quotes the package as "${quoted}"; it is "${figures(packed)}" (stale: run npm run check:package -- --write)`];
}

/** Problems with the links of the packed README.md and docs/*.md (`files`: the tarball's paths). */
function checkLinks(files) {
  const pages = new Map(files.filter((path) => path === 'README.md' || /^docs\/[^/]+\.md$/.test(path)).map((path) => [path, readFileSync(join(ROOT, path), 'utf8')]));
  if (!pages.has('README.md')) return ['the packed package has no README.md'];
  return checkPackageLinks(pages, files);
}

/** The addresses a package may not invent: it has no public home yet. */
function checkNoInventedHome() {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return ['repository', 'homepage', 'bugs']
    .filter((field) => field in manifest)
    .map((field) => `package.json names a ${field} (${JSON.stringify(manifest[field])}); the package has no public home yet, so it names none`);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  return { ok: result.status === 0, stdout: result.stdout, out: `${result.stdout}${result.stderr}`.trim() };
}

try {
  const packed = run('npm', ['pack', '--json', '--pack-destination', work]);
  if (!packed.ok) throw new Error(`npm pack failed:\n${packed.out}`);
  const [info] = JSON.parse(packed.stdout);
  const tarball = join(work, info.filename);
  const packedFigures = { packedBytes: statSync(tarball).size, unpackedBytes: info.unpackedSize, files: info.entryCount };
  console.log(`package: ${info.filename}, ${figures(packedFigures)}`);
  const readmeProblems = [...checkReadmeFigures(packedFigures, process.argv.includes('--write')), ...checkReadmeShape(readFileSync(README, 'utf8'))];
  for (const problem of readmeProblems) console.log(problem);
  const linkProblems = [...checkLinks(info.files.map((file) => file.path)), ...checkNoInventedHome()];
  console.log(`links of README.md and docs/*.md: ${linkProblems.length === 0 ? 'every one in the package' : 'FAILED'}`);
  for (const problem of linkProblems) console.log(`  ${problem}`);

  const publint = run(join(BIN, 'publint'), ['run', tarball, '--strict']);
  console.log(`publint: ${publint.ok ? 'clean' : 'FAILED'}`);
  if (!publint.ok || /warning|error|suggestion/i.test(publint.out)) console.log(publint.out);

  const attw = run(join(BIN, 'attw'), [tarball, '--format', 'ascii', '--no-emoji', '--no-color', '--exclude-entrypoints', './package.json']);
  console.log(`arethetypeswrong: ${attw.ok ? 'clean' : 'FAILED'}`);
  if (!attw.ok) console.log(attw.out);

  const started = Date.now();
  const types = await checkPackageTypes(tarball, work);
  console.log(`types (every entry and stylesheet, skipLibCheck false, lib ES2020 + DOM; ${((Date.now() - started) / 1000).toFixed(0)} s):\n${types.lines.join('\n')}`);
  for (const problem of types.problems) console.log(problem);

  process.exitCode = types.problems.length === 0 && publint.ok && !/warning|error|suggestion/i.test(publint.out) && attw.ok && readmeProblems.length === 0 && linkProblems.length === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
