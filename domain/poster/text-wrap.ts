/** The ellipsis that ends cut text. */
export const ELLIPSIS = '…';

/**
 * Breaks `text` into lines no wider than `width` px (by characters, so CJK and Latin both wrap;
 * explicit newlines kept) and cuts it to `maxLines`, ending the last line with an ellipsis.
 * @param measure - the width in px of a string.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number, maxLines = Infinity): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const char of paragraph) {
      if (line !== '' && measure(line + char) > width) {
        lines.push(line);
        line = char.trim() === '' ? '' : char;
      } else {
        line += char;
      }
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(0, maxLines));
  if (kept.length === 0) return kept;
  let last = kept[kept.length - 1] ?? '';
  while (last !== '' && measure(last + ELLIPSIS) > width) last = [...last].slice(0, -1).join('');
  kept[kept.length - 1] = last + ELLIPSIS;
  return kept;
}
