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

/** Sample secrets a privacy test plants on a page, each easy to find again in what leaves it. */
export const SECRETS = { token: 'tok-secret-26', openId: 'open-id-26', mobile: '13912345678', email: 'neo+26@example.test' } as const;

/** `[redacted]` as it reads inside a query string. */
export const REDACTED_IN_QUERY = encodeURIComponent('[redacted]');
