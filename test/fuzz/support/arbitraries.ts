import fc from 'fast-check';

/** Characters the kit's rules and parsers give meaning to, so repeats of them probe for backtracking. */
const MEANINGFUL = ['<', '>', '@', '.', ' ', '\t', '\n', '[', ']', '@http://', '%', '%2', '&', '=', '?', '#', '/', '//', ':', '\\', '"', "'", 'a', '1', '0', '-', '_', '{', '}', '<a', '</', '<br>', 'javascript:', '\u0000', '\u200b', '😀'];

/** A short string of any code points. */
const shortText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));

/**
 * Text as an attacker or a careless page gives it: short strings of any code points, or a chunk of
 * meaningful characters repeated up to 100,000 characters (the inputs that make a rule quadratic).
 */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: shortText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.array(fc.oneof(fc.constantFrom(...MEANINGFUL), shortText), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 25_000 }))
      .map(([parts, times]) => parts.join('').repeat(times).slice(0, 100_000)),
  },
);

/** Numbers including the awkward ones. */
export const number: fc.Arbitrary<number> = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, -1, 1, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2));

/** Any value a page (a literal, or JSON it loaded) could pass where the kit expects something else. */
export const anything: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3, withObjectString: true }),
  text,
  number,
  fc.constantFrom(undefined, null, true, false, '', [], {}),
);

/** `anything`, or an object with `keys` (some missing) whose values are `anything`: a near miss. */
export function shaped(keys: readonly string[], value: fc.Arbitrary<unknown> = anything): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 1, arbitrary: anything }, { weight: 4, arbitrary: fields(keys, value) });
}

/** An object with some of `keys`, their values `anything`: an options object of a typed method, its fields wrong. */
export function fields(keys: readonly string[], value: fc.Arbitrary<unknown> = anything): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length });
}
