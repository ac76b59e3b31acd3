import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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
