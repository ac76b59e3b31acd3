import fc from 'fast-check';
import { it } from 'vitest';
import { CallBudget } from './call-budget';
import { kitErrorsOnly } from './kit-errors';
import { checkProperty } from './runs';

/**
 * A test that calls the rule or parser `rule` on every input of `input`: it returns or throws a
 * CampaignKitError with a code, and no call takes over the budget.
 */
export function ruleProperty<T>(name: string, input: fc.Arbitrary<T>, rule: (input: T) => unknown): void {
  it(name, async (context) => {
    const budget = new CallBudget();
    await checkProperty(
      context,
      fc.property(input, (value) => {
        budget.time(() => kitErrorsOnly(() => rule(value)), value);
      }),
      budget.slowestMs,
    );
  });
}
