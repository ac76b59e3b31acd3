import type { Plugin } from 'esbuild';
/** The packages the build bundles into dist/ (tsup `noExternal`). */
export declare const BUNDLED_PACKAGES: (string | RegExp)[];
/** What their imports resolve to instead. */
export declare const BUNDLED_ALIASES: Readonly<Record<string, string>>;
/** The aliased import paths, each as a pattern matching only itself. */
export declare const ALIASED: RegExp[];
/** The same aliases as an esbuild plugin: left external for the page's bundler, or resolved from the importing file's folder. */
export declare function bundledAliasesPlugin(options?: { external?: boolean }): Plugin;
/** The same aliases as Vite `resolve.alias` entries. */
export declare function bundledAliases(): { find: RegExp; replacement: string }[];
/** The licence texts of the bundled packages as one file's text. */
export declare function bundledLicenses(root: string): string;
