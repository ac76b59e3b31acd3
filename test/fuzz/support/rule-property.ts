import fc from 'fast-check';
import { it } from 'vitest';
import { CallBudget, RULE_BUDGET_MS } from './call-budget';
import { kitErrorsOnly } from './kit-errors';
import { checkProperty } from './runs';

/**
 * A test that calls the rule or parser `rule` on every input of `input`: it returns or throws a
 * CampaignKitError with a code, and no call takes over the budget.
 * @param budgetMs - one call's budget in ms of CPU time; a rule's ({@link RULE_BUDGET_MS}) unless given.
 */
export function ruleProperty<T>(name: string, input: fc.Arbitrary<T>, rule: (input: T) => unknown, budgetMs = RULE_BUDGET_MS): void {
  it(name, async (context) => {
    const budget = new CallBudget(budgetMs);
    await checkProperty(
      context,
      fc.property(input, (value) => {
        budget.time(() => kitErrorsOnly(() => rule(value)), value);
      }),
      budget.slowestMs,
    );
  });
}
