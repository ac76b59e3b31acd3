/** Entries whose modules are React code: server components import them as client references. */
export declare const REACT_ENTRIES: readonly string[];

/** The built package's entries and the modules each loads statically. */
export interface BuiltModuleGraph {
  /** Every JS file an entry resolves to, per condition: `[entry, file]`. */
  readonly entryFiles: ReadonlyArray<readonly [entry: string, file: string]>;
  /** `file` and every file it loads statically, and theirs. */
  closure(file: string): string[];
  /** The files a non-React entry (campaign-kit, /adapters, /testing, ...) loads. */
  serverReachable(): string[];
  /** The files a React entry loads. */
  reactReachable(): string[];
}

/** @param root - the package's folder. */
export declare function builtModuleGraph(root: string): BuiltModuleGraph;
