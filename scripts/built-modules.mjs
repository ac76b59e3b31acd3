// The built package's entries and the modules each loads statically (import ... from, import '...',
// require('...')), read from package.json `exports` and dist/. Used by scripts/use-client.mjs and
// its test.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Entries whose modules are React code: server components import them as client references. */
export const REACT_ENTRIES = ['./react', './affiliate/react'];

const STATIC_IMPORT = /(?:^|[;\s])(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+)["']|require\(["'](\.{1,2}\/[^"']+)["']\)/g;

/**
 * @param {string} root - the package's folder.
 */
export function builtModuleGraph(root) {
  const exports = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports;
  /** Every JS file an entry resolves to, per condition (`import`, `require`): [entry, file]. */
  const entryFiles = Object.entries(exports).flatMap(([entry, target]) =>
    typeof target === 'object' && !entry.endsWith('.css') ? Object.values(target).map((condition) => [entry, join(root, condition.default)]) : [],
  );

  /** @param {string} file @returns {string[]} the files `file` loads statically, and theirs. */
  function closure(file, seen = new Set()) {
    if (seen.has(file) || !existsSync(file)) return [...seen];
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) closure(resolve(dirname(file), match[1] ?? match[2]), seen);
    return [...seen];
  }

  return {
    entryFiles,
    closure,
    /** The files a non-React entry (campaign-kit, /adapters, /testing, ...) loads: what a server component may run. */
    serverReachable() {
      return [...new Set(entryFiles.filter(([entry, file]) => !REACT_ENTRIES.includes(entry) && !file.includes('/dev-server/')).flatMap(([, file]) => closure(file)))];
    },
    /** The files a React entry loads. */
    reactReachable() {
      return [...new Set(entryFiles.filter(([entry]) => REACT_ENTRIES.includes(entry)).flatMap(([, file]) => closure(file)))];
    },
  };
}
