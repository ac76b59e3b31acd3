const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * An article's text as paragraphs of plain text, for rendering as text (never as HTML): line
 * breaks and block ends (`<br>`, `</p>`, `</div>`, `</li>`, headings) end a line, every other tag is
 * dropped, the common entities (`&amp;`, `&lt;`, `&#39;`, ...) are decoded, and blank lines
 * are left out.
 * @param content - a news detail's `content`, plain text or HTML.
 * @returns the paragraphs, trimmed, in order.
 */
export function plainParagraphs(content: string): string[] {
  const text = content
    .replace(/<\s*(script|style)\b[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*br\s*\/?\s*>|<\s*\/\s*(p|div|li|h[1-6]|blockquote|section|article)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity);
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function decodeEntity(entity: string, name: string): string {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}
