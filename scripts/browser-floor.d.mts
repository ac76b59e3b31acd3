import type { Targets } from 'lightningcss';

/** The queries as package.json `browserslist` declares them. */
export declare const FLOOR_QUERIES: readonly string[];
/** Every browser version the queries cover (browserslist's resolution). */
export declare const FLOOR_BROWSERS: readonly string[];
/** esbuild targets, e.g. `['chrome87', 'edge87', 'firefox115', 'ios15', 'safari15']`. */
export declare const ESBUILD_TARGETS: string[];
/** Lightning CSS targets. */
export declare const LIGHTNINGCSS_TARGETS: Targets;
/** Each engine's oldest version: `{ chrome: '87', safari: '15', ... }`. */
export declare const FLOOR_VERSIONS: Readonly<Record<string, string>>;
