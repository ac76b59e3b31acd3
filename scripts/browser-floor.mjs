// The declared browser floor (package.json `browserslist`, README "Supported browsers") in the
// forms the build's tools take: esbuild's syntax targets (tsup, the demo's Vite build), Lightning
// CSS's targets (the stylesheets), and each engine's oldest version (the older-engine browser test,
// which reads the compat data against it). One list; every tool reads it from here.
import { readFileSync } from 'node:fs';
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { browserslistToTargets } from 'lightningcss';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The queries as package.json declares them. */
export const FLOOR_QUERIES = packageJson.browserslist;
/** Every browser version the queries cover (browserslist's resolution). */
export const FLOOR_BROWSERS = browserslist(FLOOR_QUERIES);
/** esbuild targets, e.g. `['chrome87', 'edge87', 'firefox115', 'ios15', 'safari15']`. */
export const ESBUILD_TARGETS = browserslistToEsbuild(FLOOR_QUERIES);
/** Lightning CSS targets (each browser's oldest version, encoded as Lightning CSS takes it). */
export const LIGHTNINGCSS_TARGETS = browserslistToTargets(FLOOR_BROWSERS);
/** Each engine's oldest version, from the esbuild targets: `{ chrome: '87', safari: '15', ... }`. */
export const FLOOR_VERSIONS = Object.fromEntries(ESBUILD_TARGETS.map((target) => /^([a-z]+)(.+)$/.exec(target).slice(1)));
