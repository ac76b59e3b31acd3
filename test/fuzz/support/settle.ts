import type { FakeClock } from '../../../adapters/fake/fake-clock';
import { expectKitError } from './kit-errors';

/** Fake time a call may take before it counts as hung: past every timeout, retry and countdown of the kit. */
const FAKE_LIMIT_MS = 15 * 60_000;
/** Real time it may take on top (a first lazy import transforms modules: seconds on a busy machine). */
const REAL_LIMIT_MS = 20_000;

/**
 * Waits for `call` to settle while moving the fake clock, a second per turn of the event loop;
 * fails when it throws or rejects with anything but a CampaignKitError with a code, or when it
 * has not settled after {@link FAKE_LIMIT_MS} of fake time and {@link REAL_LIMIT_MS} of real time.
 */
export async function settles(clock: FakeClock, call: () => unknown): Promise<void> {
  let outcome: { error?: unknown; rejected: boolean } | undefined;
  try {
    Promise.resolve(call()).then(
      () => (outcome = { rejected: false }),
      (error: unknown) => (outcome = { error, rejected: true }),
    );
  } catch (error) {
    outcome = { error, rejected: true };
  }
  const started = performance.now();
  let moved = 0;
  while (!outcome && (moved < FAKE_LIMIT_MS || performance.now() - started < REAL_LIMIT_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (outcome) break;
    clock.advance(1_000);
    moved += 1_000;
  }
  if (!outcome) throw new Error(`hung: not settled after ${moved / 1000} s of fake time`);
  if (outcome.rejected) expectKitError(outcome.error);
}
