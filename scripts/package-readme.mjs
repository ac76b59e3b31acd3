// The README as a front page (npm run check:package): short enough to read in one sitting, with no
// run of blank lines (a merge's leftovers, which Markdown hides and a reader of the file does not).
// Used by scripts/check-package.mjs; test/unit/package/package-readme.test.ts feeds it long pages.

/** The most lines the README may have: a front page, as TanStack Query's or Sentry's read. */
export const README_MAX_LINES = 220;

/** Problems with the README's shape. Empty when it holds. */
export function checkReadmeShape(text) {
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  const problems = [];
  if (lines.length > README_MAX_LINES) problems.push(`README.md has ${lines.length} lines; a front page has at most ${README_MAX_LINES} (move detail to docs/)`);
  let fenced = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (!fenced && index > 0 && line.trim() === '' && lines[index - 1].trim() === '') {
      problems.push(`README.md:${index + 1}: a second blank line in a row`);
    }
  });
  return problems;
}
