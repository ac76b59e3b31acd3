import { describe, expect, it } from 'vitest';
import { account, affiliate, content, download, media, providers, reservation, servers, share, siteConfig } from '../../../composition/features/index';

describe('feature factories refuse options that are not an object', () => {
  it('each factory with options throws INVALID_ARGUMENT naming itself, not a TypeError later', () => {
    const factories = { servers, content, account, affiliate, media, reservation, share, siteConfig, download } as Record<string, (options?: unknown) => { name: string }>;
    for (const [name, factory] of Object.entries(factories)) {
      expect(() => factory(null as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: `${name}() takes an options object, got null` }));
      expect(() => factory('sandbox' as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: `${name}() takes an options object, got string` }));
      expect(factory().name).toBe(name);
    }
    expect(() => providers(null as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^providers\(\) takes a list of provider settings/) }));
  });
});
