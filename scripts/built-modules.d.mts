/** Entries whose modules are React code: server components import them as client references. */
export declare const REACT_ENTRIES: readonly string[];
/** The built package's entries and the modules each loads statically, under `root` (see built-modules.mjs). */
export declare function builtModuleGraph(root: string): {
  /** Every JS file an entry resolves to, per condition: [entry, file]. */
  readonly entryFiles: [entry: string, file: string][];
  /** The files `file` loads statically, and theirs. */
  closure(file: string): string[];
  /** The files a non-React entry loads: what a server component may run. */
  serverReachable(): string[];
  /** The files a React entry loads. */
  reactReachable(): string[];
};
