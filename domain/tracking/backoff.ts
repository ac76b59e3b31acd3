import type { RandomPort } from '../../ports/random.port';

/** The wait before the first retry of a report, at most, in ms (half of it at least, by jitter). */
export const RETRY_BASE_MS = 1000;
/** The longest wait between retries of a report, in ms. */
export const RETRY_MAX_MS = 60_000;

/**
 * The wait before retry number `attempt` (1 for the first): exponential, doubling from
 * {@link RETRY_BASE_MS} up to {@link RETRY_MAX_MS}, with "equal jitter" (a random point in the
 * upper half), so pages that failed together do not retry together.
 * @returns milliseconds.
 */
export function backoffMs(attempt: number, random: RandomPort): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random.bytes(1)[0]! / 255) * (ceiling / 2));
}

/**
 * A `Retry-After` header as a wait from `now`: delay-seconds or an HTTP date.
 * @returns milliseconds (0 for a date passed), or undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
