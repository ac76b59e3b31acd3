import { isCampaignKitError } from '../../ports/errors';
import type { RandomPort } from '../../ports/random.port';

/** The wait before the first retry of a delivery, at most, in ms (half of it at least, by jitter). */
export const RETRY_BASE_MS = 1000;
/** The longest wait between retries of a delivery, in ms. */
export const RETRY_MAX_MS = 60_000;

/**
 * Whether a failed delivery may pass if tried again: a network failure, a timeout, or an answer
 * 408, 429 or 5xx (a `CampaignKitError` `HTTP_STATUS` carrying its `status`); any other answer is
 * the server's last word. What is not a CampaignKitError never came from the server: it may pass.
 */
export function mayPassLater(error: unknown): boolean {
  if (!isCampaignKitError(error)) return true;
  if (error.code !== 'HTTP_STATUS') return error.code === 'NETWORK' || error.code === 'TIMEOUT';
  const status = error.status ?? 0;
  return status >= 500 || status === 408 || status === 429;
}

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
