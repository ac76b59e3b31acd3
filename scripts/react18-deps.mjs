// Installs React 18 (react and react-dom 18.3.1) beside the project's React 19, in
// node_modules/.cache/react18, for the DOM suite's React 18 run (vitest project dom-react18).
// Both majors cannot sit in package.json together (react-dom 18's peer range refuses React 19),
// so this keeps its own small install; it does nothing when the right versions are there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REACT18_VERSION = '18.3.1';
export const REACT18_DIR = fileURLToPath(new URL('../node_modules/.cache/react18/', import.meta.url));

const installed = (name) => {
  const manifest = `${REACT18_DIR}node_modules/${name}/package.json`;
  return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === REACT18_VERSION;
};

if (installed('react') && installed('react-dom')) {
  console.log(`react18-deps: React ${REACT18_VERSION} ready in ${REACT18_DIR}`);
} else {
  mkdirSync(REACT18_DIR, { recursive: true });
  writeFileSync(`${REACT18_DIR}package.json`, '{ "private": true }\n');
  execFileSync('npm', ['install', '--no-package-lock', '--no-audit', '--no-fund', `react@${REACT18_VERSION}`, `react-dom@${REACT18_VERSION}`], { cwd: REACT18_DIR, stdio: 'inherit' });
  console.log(`react18-deps: installed React ${REACT18_VERSION} in ${REACT18_DIR}`);
}
