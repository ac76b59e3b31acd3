import { describe, expect, it } from 'vitest';
import { README_MAX_LINES, checkReadmeShape } from '../../../scripts/package-readme.mjs';

const page = (lines: number): string => `${Array.from({ length: lines }, (_, index) => (index % 2 === 0 ? `line ${index + 1}` : '')).join('\n')}\n`;

describe('the README as a front page (npm run check:package)', () => {
  it(`holds at ${README_MAX_LINES} lines with single blank lines between paragraphs`, () => {
    expect(checkReadmeShape(page(README_MAX_LINES))).toEqual([]);
  });

  it('fails a README over the line limit', () => {
    expect(checkReadmeShape(page(README_MAX_LINES + 1))).toEqual([`README.md has ${README_MAX_LINES + 1} lines; a front page has at most ${README_MAX_LINES} (move detail to docs/)`]);
  });

  it('fails a run of blank lines, naming each line past the first', () => {
    expect(checkReadmeShape('# Kit\n\nText.\n\n\n\n## Install\n')).toEqual(['README.md:5: a second blank line in a row', 'README.md:6: a second blank line in a row']);
  });

  it('leaves blank lines inside a code block alone', () => {
    expect(checkReadmeShape('# Kit\n\n```ts\nconst a = 1;\n\n\nconst b = 2;\n```\n')).toEqual([]);
  });
});
