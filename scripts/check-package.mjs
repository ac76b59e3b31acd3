// npm run check:package (part of npm test, after the build): packs the package as npm would publish
// it, then checks the tarball with publint (package.json against the files: exports, types, bin)
// and @arethetypeswrong/cli (every entry's types resolve, and match its module kind, under node10,
// node16 (CJS and ESM) and bundler resolution). The stylesheet entries have no types and are left
// out of the types check. Prints the tarball's size. Exit 1 on any finding.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');
const work = mkdtempSync(join(tmpdir(), 'campaign-kit-pack-'));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  return { ok: result.status === 0, stdout: result.stdout, out: `${result.stdout}${result.stderr}`.trim() };
}

try {
  const packed = run('npm', ['pack', '--json', '--pack-destination', work]);
  if (!packed.ok) throw new Error(`npm pack failed:\n${packed.out}`);
  const [info] = JSON.parse(packed.stdout);
  const tarball = join(work, info.filename);
  console.log(`package: ${info.filename}, ${info.entryCount} files, ${(statSync(tarball).size / 1024).toFixed(1)} KB packed, ${(info.unpackedSize / 1024).toFixed(1)} KB unpacked`);

  const publint = run(join(BIN, 'publint'), ['run', tarball, '--strict']);
  console.log(`publint: ${publint.ok ? 'clean' : 'FAILED'}`);
  if (!publint.ok || /warning|error|suggestion/i.test(publint.out)) console.log(publint.out);

  const styles = Object.keys(JSON.parse(run('npm', ['pkg', 'get', 'exports']).stdout)).filter((entry) => entry.endsWith('.css') || entry === './package.json');
  const attw = run(join(BIN, 'attw'), [tarball, '--format', 'ascii', '--no-emoji', '--no-color', '--exclude-entrypoints', ...styles]);
  console.log(`arethetypeswrong: ${attw.ok ? 'clean' : 'FAILED'}`);
  if (!attw.ok) console.log(attw.out);

  process.exitCode = publint.ok && !/warning|error|suggestion/i.test(publint.out) && attw.ok ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
