import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** One serious or critical axe-core finding: the rule, its impact and the elements it names. */
export interface AxeFinding {
  readonly id: string;
  readonly impact: string;
  readonly targets: readonly string[];
}

/**
 * Runs axe-core on the whole page (or only inside `include`) and returns the serious and critical
 * findings, with how many rules passed so a caller can tell that something was checked.
 */
export async function seriousAxeFindings(page: Page, include?: string): Promise<{ passes: number; findings: AxeFinding[] }> {
  const builder = new AxeBuilder({ page: page as never });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact ?? '', targets: violation.nodes.map((node) => node.target.join(' ')) }));
  return { passes: results.passes.length, findings };
}

/** The serious and critical findings inside `include` (or on the whole page), once it is checked that axe-core checked something there. */
export async function seriousFindingsIn(page: Page, include?: string): Promise<AxeFinding[]> {
  const { passes, findings } = await seriousAxeFindings(page, include);
  expect(passes, `axe checked something in ${include ?? 'the page'}`).toBeGreaterThan(0);
  return findings;
}
