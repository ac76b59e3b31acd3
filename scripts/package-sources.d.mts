/** Each public path of the package and the source it builds from. */
export declare const PACKAGE_SOURCES: Readonly<Record<string, string>>;
/** Vite `resolve.alias` entries sending each public path to its source under `root`. */
export declare function packageAliases(root: string): { find: RegExp; replacement: string }[];
