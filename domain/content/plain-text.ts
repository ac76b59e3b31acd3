const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The most characters of an article read (UTF-16 code units); the rest is left out. */
export const MAX_CONTENT_LENGTH = 200_000;

/** Closing tags that end a line (as `<br>` does). */
const BLOCK_ENDS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'section', 'article']);
/** Elements dropped with their content, and their closing tags (spaces allowed before the `>`). */
const RAW_TEXT_ENDS = new Map([
  ['script', /<\/script\s*>/gi],
  ['style', /<\/style\s*>/gi],
]);
/** A tag's start, read right after its `<`: `/` for a closing tag, then the name. */
const TAG_START = /\s*(\/\s*)?([a-z][a-z0-9]*)/iy;

/**
 * An article's text as paragraphs of plain text, for rendering as text (never as HTML): line
 * breaks and block ends (`<br>`, `</p>`, `</div>`, `</li>`, headings) end a line, every other tag is
 * dropped, scripts and styles with their content, the common entities (`&amp;`, `&lt;`, `&#39;`, ...)
 * are decoded, and blank lines are left out. Takes time proportional to the content's length, of
 * which at most the first 200,000 characters are read (the rest is left out).
 * @param content - a news detail's `content`, plain text or HTML.
 * @returns the paragraphs, trimmed, in order.
 */
export function plainParagraphs(content: string): string[] {
  return stripTags(content.slice(0, MAX_CONTENT_LENGTH))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The text between the tags, with a line break for each `<br>` and block end. One pass: a tag runs
 * from a `<` to the next `>` (a `<` with no `>` after it is text), and a script or style is skipped
 * to its closing tag, looked for once per element name when there is none.
 */
function stripTags(html: string): string {
  const unclosed = new Set<string>();
  let text = '';
  let at = 0;
  for (let open = html.indexOf('<'); open >= 0; open = html.indexOf('<', at)) {
    const close = html.indexOf('>', open + 1);
    if (close < 0) break;
    text += html.slice(at, open);
    at = close + 1;
    TAG_START.lastIndex = open + 1;
    const [, slash, tagName] = TAG_START.exec(html) ?? [];
    const name = tagName?.toLowerCase() ?? '';
    const rawEnd = slash ? undefined : RAW_TEXT_ENDS.get(name);
    if (slash ? BLOCK_ENDS.has(name) : name === 'br') text += '\n';
    else if (rawEnd && !unclosed.has(name)) {
      rawEnd.lastIndex = at;
      if (rawEnd.test(html)) at = rawEnd.lastIndex;
      else unclosed.add(name);
    }
  }
  return text + html.slice(at);
}

function decodeEntity(entity: string, name: string): string {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}
