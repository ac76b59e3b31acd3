/** The most lines the README may have. */
export declare const README_MAX_LINES: number;

/** Problems with the README's shape (over the line limit, a run of blank lines); empty when it holds. */
export declare function checkReadmeShape(text: string): string[];
