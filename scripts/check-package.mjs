// npm run check:package (part of npm test, after the build): packs the package as npm would publish
// it, then checks the tarball with publint (package.json against the files: exports, types, bin)
// and @arethetypeswrong/cli (every entry's types resolve, and match its module kind, under node10,
// node16 (CJS and ESM) and bundler resolution). The stylesheet entries have no types and are left
// out of the types check. Prints the tarball's size and file count, which the README quotes between
// `<!-- package:figures -->` marks: `--write` writes them there; without it, figures more than 5%
// off what was packed fail the check. Exit 1 on any finding.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');
const README = join(ROOT, 'README.md');
const FIGURES = /(<!-- package:figures -->)([^]*?)(<!-- \/package:figures -->)/;
/** How far the README's figures may drift from the packed tarball's before the check fails. */
const TOLERANCE = 0.05;
const work = mkdtempSync(join(tmpdir(), 'campaign-kit-pack-'));

/** The README's words for a tarball: `850 KB packed, 3.0 MB unpacked, 958 files`. */
function figures({ packedBytes, unpackedBytes, files }) {
  return `${Math.round(packedBytes / 10240) * 10} KB packed, ${(unpackedBytes / 1048576).toFixed(1)} MB unpacked, ${files} files`;
}

/** The README's figures as numbers (bytes, files), or undefined when the marks are missing. */
function readmeFigures(text) {
  const quoted = FIGURES.exec(text)?.[2].match(/^([\d.]+) KB packed, ([\d.]+) MB unpacked, (\d+) files$/);
  return quoted && { packedBytes: Number(quoted[1]) * 1024, unpackedBytes: Number(quoted[2]) * 1048576, files: Number(quoted[3]) };
}

/** Problems with the README's figures for `packed`; with `write`, none: the figures are written. */
function checkReadmeFigures(packed, write) {
  const text = readFileSync(README, 'utf8');
  if (!FIGURES.test(text)) return ['README.md has no <!-- package:figures --> marks'];
  if (write) {
    writeFileSync(README, text.replace(FIGURES, `$1${figures(packed)}$3`));
    return [];
  }
  const quoted = readmeFigures(text);
  if (!quoted) return ['README.md: the package figures do not read "<n> KB packed, <n> MB unpacked, <n> files"'];
  const off = Object.keys(packed).filter((key) => Math.abs(quoted[key] - packed[key]) > packed[key] * TOLERANCE);
  return off.length === 0 ? [] : [`README.md quotes the package as "${figures(quoted)}"; it is ${figures(packed)} (run npm run check:package -- --write)`];
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
  const readmeProblems = checkReadmeFigures(packedFigures, process.argv.includes('--write'));
  for (const problem of readmeProblems) console.log(problem);

  const publint = run(join(BIN, 'publint'), ['run', tarball, '--strict']);
  console.log(`publint: ${publint.ok ? 'clean' : 'FAILED'}`);
  if (!publint.ok || /warning|error|suggestion/i.test(publint.out)) console.log(publint.out);

  const styles = Object.keys(JSON.parse(run('npm', ['pkg', 'get', 'exports']).stdout)).filter((entry) => entry.endsWith('.css') || entry === './package.json');
  const attw = run(join(BIN, 'attw'), [tarball, '--format', 'ascii', '--no-emoji', '--no-color', '--exclude-entrypoints', ...styles]);
  console.log(`arethetypeswrong: ${attw.ok ? 'clean' : 'FAILED'}`);
  if (!attw.ok) console.log(attw.out);

  process.exitCode = publint.ok && !/warning|error|suggestion/i.test(publint.out) && attw.ok && readmeProblems.length === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
