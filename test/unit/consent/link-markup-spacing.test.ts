import { describe, expect, it } from 'vitest';
import { parseLinkMarkup } from '../../../domain/consent/link-markup';

describe('parseLinkMarkup addresses (SPEC §3 banner config)', () => {
  it('reads an address with spaces around it inside the brackets as the link', () => {
    expect(parseLinkMarkup('See [privacy@ https://example.com/privacy ].')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'privacy', href: 'https://example.com/privacy' },
      { kind: 'text', text: '.' },
    ]);
  });
});
