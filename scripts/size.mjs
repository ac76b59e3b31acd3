// npm run size: the minified + gzipped weight of each entry as a page would bundle it (esbuild,
// every dependency included, react external), and of a minimal page built without the container.
// Fails when a bundle passes its budget or holds a forbidden package (scripts/size/budget.json).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const budget = JSON.parse(readFileSync(new URL('./size/budget.json', import.meta.url), 'utf8')).bundles;
const external = ['react', 'react-dom', 'react/jsx-runtime'];

const cases = [
  { name: 'campaign-kit', code: "export * from 'campaign-kit';" },
  { name: 'campaign-kit/react', code: "export * from 'campaign-kit/react';" },
  { name: 'campaign-kit/react/styles.css', css: 'dist/react.css' },
  { name: 'campaign-kit/testing', code: "export * from 'campaign-kit/testing';", platform: 'node' },
  { name: 'minimal page (sign-in + reservation, by hand)', file: 'scripts/size/minimal-page.js' },
  { name: 'consent widget JS (banner + panel, by hand)', file: 'scripts/size/consent-page.js' },
  { name: 'consent widget CSS', css: 'ui-react/consent/consent.css' },
  { name: 'vanilla-cookieconsent JS (same page)', file: 'scripts/size/vanilla-cookieconsent-page.js' },
  { name: 'vanilla-cookieconsent CSS', css: 'node_modules/vanilla-cookieconsent/dist/cookieconsent.css' },
];

async function measure(entry) {
  if (entry.css) {
    const result = await build({ entryPoints: [entry.css], bundle: true, minify: true, write: false, logLevel: 'silent' });
    return { bytes: result.outputFiles[0].contents, inputs: [] };
  }
  const result = await build({
    ...(entry.file ? { entryPoints: [entry.file] } : { stdin: { contents: entry.code, resolveDir: process.cwd(), loader: 'js' } }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: entry.platform ?? 'browser',
    external: entry.platform === 'node' ? [...external, 'fetch-mock'] : external,
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
    loader: { '.css': 'empty' },
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
  const output = Object.values(result.metafile.outputs).find((candidate) => candidate.entryPoint !== undefined || candidate.inputs);
  const inputs = Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path);
  return { bytes: js.contents, inputs };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;
const rows = [];
for (const entry of cases) {
  const { bytes, inputs } = await measure(entry);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const limits = budget[entry.name] ?? {};
  const problems = [];
  if (limits.gzip !== undefined && gzip > limits.gzip) problems.push(`over budget ${kb(limits.gzip)}`);
  for (const pkg of limits.forbidden ?? []) {
    if (inputs.some((input) => input.includes(`node_modules/${pkg}/`))) problems.push(`holds ${pkg}`);
  }
  failed ||= problems.length > 0;
  rows.push({ name: entry.name, min: kb(bytes.length), gzip: kb(gzip), budget: limits.gzip ? kb(limits.gzip) : '-', status: problems.join('; ') || 'ok' });
}

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'bundle'.padEnd(width)}  ${'min'.padStart(9)}  ${'min+gz'.padStart(9)}  ${'budget'.padStart(9)}  status`);
for (const row of rows) {
  console.log(`${row.name.padEnd(width)}  ${row.min.padStart(9)}  ${row.gzip.padStart(9)}  ${row.budget.padStart(9)}  ${row.status}`);
}
process.exit(failed ? 1 : 0);
