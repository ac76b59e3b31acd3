/** dist path (without .css) -> source, one per public path `campaign-kit/react/<name>.css`. */
export declare const STYLESHEETS: Readonly<Record<string, string>>;
/** One stylesheet as the package ships it (Lightning CSS, for the browser floor). */
export declare function buildStylesheet(source: string): string;
