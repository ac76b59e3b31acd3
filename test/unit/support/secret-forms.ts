import { obfuscate } from '../../../domain/passport/obfuscate';

/**
 * Every way a secret can travel inside a report: as written, XOR-5 hex (the passport's
 * obfuscation of mobile and email), and percent-encoded once or twice (an address inside a
 * parameter of another address).
 */
export function writtenForms(secret: string): string[] {
  const once = encodeURIComponent(secret);
  return [...new Set([secret, obfuscate(secret), once, encodeURIComponent(once)])];
}

/** The forms of `secrets` (see {@link writtenForms}) that `text` holds: empty when none leaked. */
export function leaksIn(text: string, secrets: readonly string[]): string[] {
  return secrets.flatMap(writtenForms).filter((form) => text.includes(form));
}
