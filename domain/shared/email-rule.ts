/** The kit's one email rule, used by the account and mail checks and by the contract server. */

/** The longest email the rule takes, in characters (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Text, @, text, dot, text, no spaces, written so that each character has one way to match: the
 * domain's first character, then non-dots up to its first dot after that, then the rest. It accepts
 * what `^[^\s@]+@[^\s@]+\.[^\s@]+$` did, without that pattern's choice of dot, which made a
 * failing match on long input quadratic.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/**
 * True when `text` is an email: text, @, text, dot, text, no spaces, at most
 * {@link EMAIL_MAX_LENGTH} characters.
 * @remarks Linear in the length of `text`, and longer input is refused before the pattern runs.
 * @param text - the address as typed, not trimmed here.
 */
export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}
