/** The kit's one email rule, used by the account and mail checks and by the contract server. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * True when `text` is an email: text, @, text, dot, text, no spaces.
 * @param text - the address as typed, not trimmed here.
 */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}
