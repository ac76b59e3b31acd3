import { describe, expect, it } from 'vitest';
import { checkEmail, EMAIL_FORMAT_MESSAGE } from '../../../domain/account/mobile-rules';
import { EMAIL_MAX_LENGTH, isEmail } from '../../../domain/shared/email-rule';

/** The rule before issue 26 (finding 3): quadratic on long input, kept here as the reference for ordinary input. */
const BEFORE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address of exactly `length` characters. */
const addressOf = (length: number): string => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const errorOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('the email rule (issue 26, finding 3)', () => {
  it('accepts text@text.text and refuses no dot in the domain, two @, spaces and empty parts', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('first.last+tag@mail.example.com')).toBe(true);
    expect(isEmail('a@bco')).toBe(false);
    expect(isEmail('a@b.')).toBe(false);
    expect(isEmail('a@.bc')).toBe(false);
    expect(isEmail('a@b@c.d')).toBe(false);
    expect(isEmail('a@@b.co')).toBe(false);
    expect(isEmail('a b@c.d')).toBe(false);
    expect(isEmail('a@c.d ')).toBe(false);
    expect(isEmail('a@c\t.d')).toBe(false);
    expect(isEmail('a@c.\u00a0d')).toBe(false);
    expect(isEmail('@b.co')).toBe(false);
    expect(isEmail('a@')).toBe(false);
    expect(isEmail('')).toBe(false);
  });

  it('answers as the pattern before it on ordinary input', () => {
    const inputs = ['a@b.co', 'a@b..c', 'a@.b.c', 'a.@b.c', '.a@b.c', 'a@b.c.', 'a@bc.', 'a@.bc', 'a@..', 'a@b.c@d.e', '中文@例子.中国', 'a@b .c', 'a\n@b.c', 'x@y.z', '@', '.', 'a.b', 'a@b'];
    for (const input of inputs) expect([input, isEmail(input)]).toEqual([input, BEFORE.test(input)]);
  });

  it('takes up to 254 characters: 254 pass, 255 are invalid with the bad-email code and message', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(isEmail(addressOf(254))).toBe(true);
    expect(isEmail(addressOf(255))).toBe(false);
    expect(checkEmail(` ${addressOf(254)} `)).toBe(addressOf(254));
    expect(errorOf(() => checkEmail(addressOf(255)))).toMatchObject({ code: 'INVALID_ARGUMENT', message: EMAIL_FORMAT_MESSAGE });
  });

  it('refuses a 40,000-character adversarial input (over the cap) and answers for a 254-character one', () => {
    const long = `a@${'.a'.repeat(20_000)}@`;
    expect(long.length).toBeGreaterThan(40_000);
    expect(isEmail(long)).toBe(false);
    expect(errorOf(() => checkEmail(long))).toMatchObject({ code: 'INVALID_ARGUMENT', message: EMAIL_FORMAT_MESSAGE });
    const capped = `a@${'.a'.repeat(125)}@`;
    expect(capped.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
    expect(isEmail(capped)).toBe(false);
    expect(isEmail(`a@${'a'.repeat(251)}!`)).toBe(false);
  });
});
