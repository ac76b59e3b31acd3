// Writes (`--local`) or checks the API report of each package entry, from the declarations tsup
// writes into dist/. Without `--local` it fails, printing the difference, when a report differs
// from the committed one (api/*.api.md). Usage: `npm run api` (build, then rewrite the reports),
// `npm run api:check` (in `npm test`, after the build).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

/** Each JS entry of package.json `exports`, its declarations in dist/ and its report's name. */
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const entries = Object.entries(packageJson.exports)
  .filter(([path, target]) => typeof target === 'object' && target.import?.types && !path.endsWith('.css'))
  .map(([path, target]) => {
    const entry = `campaign-kit${path.slice(1)}`;
    return { entry, types: target.import.types.slice(2), report: entry.replaceAll('/', '-') };
  });

const local = process.argv.includes('--local');
const root = fileURLToPath(new URL('..', import.meta.url));
const configPath = fileURLToPath(new URL('./api-extractor.json', import.meta.url));
const base = ExtractorConfig.loadFile(configPath);

for (const { types } of entries) {
  if (!existsSync(`${root}/${types}`)) {
    console.error(`${types} is missing: run npm run build first`);
    process.exit(1);
  }
}
const configs = entries.map(({ types, report }) =>
  ExtractorConfig.prepare({
    configObject: { ...base, mainEntryPointFilePath: `<projectFolder>/${types}`, apiReport: { ...base.apiReport, reportFileName: report } },
    configObjectFullPath: configPath,
    packageJsonFullPath: `${root}/package.json`,
  }),
);
// One TypeScript program for every entry (they share declaration chunks).
const compilerState = CompilerState.create(configs[0], { additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath) });

// A message API Extractor cannot attach to a declaration goes at the report's foot with its place in
// dist/ (a hashed chunk name, a line and a column), which any edit above it changes: such a report
// would differ after a TSDoc edit. The fix is to export the symbol the message names.
const placedMessage = /^\/\/ dist\/\S+:\d+:\d+ - \((ae-[a-z-]+)\) (.*)$/;

const failed = [];
for (const [index, { entry, report }] of entries.entries()) {
  const result = Extractor.invoke(configs[index], { compilerState, localBuild: local, printApiReportDiff: !local });
  const state = result.apiReportChanged ? (local ? 'updated' : 'differs') : 'unchanged';
  console.log(`${entry}: api/${report}.api.md ${state} (${result.errorCount} errors, ${result.warningCount} warnings)`);
  if (!result.succeeded) failed.push(entry);
  const placed = readFileSync(`${root}/api/${report}.api.md`, 'utf8').split('\n').flatMap((line) => line.match(placedMessage)?.[2] ?? []);
  if (placed.length > 0) {
    console.error(`api/${report}.api.md names places in dist/, which change with any edit: export these from ${entry}:\n  ${placed.join('\n  ')}`);
    failed.push(entry);
  }
}
if (failed.length > 0) {
  console.error(`API report check failed for ${failed.join(', ')}.` + (local ? '' : ' If the change is intended, run `npm run api` and commit api/*.api.md.'));
  process.exit(1);
}
