import { safeHttpUrl } from '../shared/navigation';

export { safeHttpUrl } from '../shared/navigation';

/** A piece of text with `[text@url]` markup, split for safe rendering (never HTML). */
export type MarkupSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

const LINK = /\[([^\[\]@]+)@([^\[\]]+)\]/g;

/**
 * Splits a description with `[text@url]` link markup (banner config) into text and link
 * segments. Only absolute http and https addresses become links; any other markup (a
 * `javascript:` address, a relative path) stays as its literal text. The result holds strings
 * only: render it as text nodes and anchors, never as HTML.
 * @param source - e.g. `'Read our [privacy policy@https://example.com/privacy].'`
 * @returns the segments in order; adjacent text is merged.
 */
export function parseLinkMarkup(source: string): MarkupSegment[] {
  const segments: MarkupSegment[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') segments[segments.length - 1] = { kind: 'text', text: last.text + text };
    else segments.push({ kind: 'text', text });
  };
  let index = 0;
  for (const match of source.matchAll(LINK)) {
    pushText(source.slice(index, match.index));
    const [whole, text = '', address = ''] = match;
    const href = safeHttpUrl(address.trim());
    if (href) segments.push({ kind: 'link', text, href });
    else pushText(whole);
    index = match.index + whole.length;
  }
  pushText(source.slice(index));
  return segments;
}
