/** The TypeScript 7 release the matrix checks with, beside the project's 5.9. */
export declare const TYPESCRIPT7_VERSION: string;

/** One project set-up of the matrix. */
export interface TypesCell {
  readonly name: string;
  readonly type: 'module' | 'commonjs';
  readonly module: string;
  readonly moduleResolution: string;
  /** The TypeScript versions the cell runs with, when not all. */
  readonly only?: readonly string[];
}

export declare const CELLS: readonly TypesCell[];

/** Type-checks the packed `tarball` across the matrix, in a project made in `work`. */
export declare function checkPackageTypes(tarball: string, work: string): Promise<{ lines: string[]; problems: string[] }>;

/** `file imports x` for every declaration file in `packageDir` that imports inversify, reflect-metadata or axios. */
export declare function privateTypeImports(packageDir: string): string[];
