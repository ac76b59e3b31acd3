import { describe, expect, it } from 'vitest';
import { content, servers } from '../../../composition/features/index';

describe('feature factories refuse options that are not an object', () => {
  it('servers() and content() throw INVALID_ARGUMENT naming the factory, not a TypeError later', () => {
    for (const [factory, name] of [[servers, 'servers'], [content, 'content']] as const) {
      expect(() => factory(null as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: `${name}() takes an options object, got null` }));
      expect(() => factory('sandbox' as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: `${name}() takes an options object, got string` }));
      expect(factory().name).toBe(name);
    }
  });
});
