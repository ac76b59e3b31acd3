// After the build (npm run build): puts 'use client' at the top of every built module that holds
// React code (a module of ui-react/, in the per-module ESM build or a CommonJS file), so Next.js
// server components import the widgets directly. esbuild drops module directives when it bundles,
// hence this step. A module that a non-React entry loads must not be marked (a server component
// calling createCampaignKit would get a client reference): the step fails if one is.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtModuleGraph } from './built-modules.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(ROOT, 'dist');
const DIRECTIVE = '"use client";\n';
/** esbuild heads each source module's code with its path: `// ui-react/easy-login.tsx`. */
const REACT_SOURCE = /^\/\/ ui-react\//m;

function* jsFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(DIST, 'dev-server')) yield* jsFiles(path);
    } else if (/\.(c?js)$/.test(entry.name)) yield path;
  }
}

const graph = builtModuleGraph(ROOT);
const marked = [];
for (const file of jsFiles(DIST)) {
  const code = readFileSync(file, 'utf8');
  const isReact = relative(DIST, file).startsWith(join('esm', 'ui-react')) || REACT_SOURCE.test(code);
  if (!isReact || code.startsWith(DIRECTIVE)) continue;
  writeFileSync(file, DIRECTIVE + code);
  marked.push(file);
}

const leaks = graph.serverReachable().filter((file) => marked.includes(file));
if (leaks.length > 0) {
  console.error(`use-client: modules with React code are loaded by a non-React entry:\n${leaks.map((file) => `  ${relative(ROOT, file)}`).join('\n')}`);
  process.exit(1);
}
console.log(`use-client: ${marked.length} modules marked 'use client'`);
