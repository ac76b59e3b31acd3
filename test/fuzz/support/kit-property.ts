import fc from 'fast-check';
import { it } from 'vitest';
import type { AnyFeature } from '../../../composition/feature';
import { createTestKit, type TestKit } from '../../../composition/testing';
import { expectKitError } from './kit-errors';
import { pageAddress } from './page-addresses';
import { checkProperty } from './runs';
import { settles } from './settle';
import { answerEveryCall, wireAnswers, type WireAnswer } from './wire-answers';

/** One fuzzed visit: the page's address and what every server call answers, in turn. */
export interface Visit {
  readonly url: string;
  readonly answers: readonly WireAnswer[];
}

const visit: fc.Arbitrary<Visit> = fc.record({ url: pageAddress, answers: wireAnswers });

/**
 * A test that builds a test kit with `features` on a fuzzed page whose every call gets fuzzed
 * answers, then calls `act` with fuzzed `input`: building, `act` and whatever it starts settle
 * (on the fake clock) with success or a CampaignKitError with a code, never another error or a hang.
 */
export function kitProperty<const F extends readonly AnyFeature[], T>(
  name: string,
  features: () => F,
  input: fc.Arbitrary<T>,
  act: (kit: TestKit<F>, input: T) => unknown,
): void {
  it(name, async (context) => {
    await checkProperty(
      context,
      fc.asyncProperty(visit, input, async ({ url, answers }, value) => {
        let kit: TestKit<F>;
        try {
          kit = createTestKit({ url, features: features(), routes: (fetchMock) => answerEveryCall(fetchMock, answers) });
        } catch (error) {
          expectKitError(error);
          return;
        }
        await settles(kit.clock, () => act(kit, value));
        kit.destroy();
      }),
    );
  });
}
