import { describe, expect, it } from 'vitest';
import { parseLinkMarkup } from '../../../domain/consent/link-markup';

describe('parseLinkMarkup ([text@url], SPEC §3)', () => {
  it('turns [text@https://...] into a link between text segments', () => {
    expect(parseLinkMarkup('See our [privacy policy@https://example.com/privacy] and [terms@http://example.com/t].')).toEqual([
      { kind: 'text', text: 'See our ' },
      { kind: 'link', text: 'privacy policy', href: 'https://example.com/privacy' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'terms', href: 'http://example.com/t' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('shows a javascript: link as its literal text, never as a link', () => {
    const segments = parseLinkMarkup('Click [here@javascript:alert(1)] now');
    expect(segments).toEqual([{ kind: 'text', text: 'Click [here@javascript:alert(1)] now' }]);
  });

  it('keeps relative, data: and malformed addresses as text', () => {
    for (const markup of ['[a@/privacy]', '[a@data:text/html,<b>x</b>]', '[a@https://]', '[a@ JaVaScRiPt:x]']) {
      expect(parseLinkMarkup(markup)).toEqual([{ kind: 'text', text: markup }]);
    }
  });

  it('returns HTML in the text as text (the renderer escapes it)', () => {
    expect(parseLinkMarkup('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('returns no segment for an empty description', () => {
    expect(parseLinkMarkup('')).toEqual([]);
  });
});
