import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core over `element` in jsdom and fails on any violation, listing them. Colour
 * contrast needs a real layout, so it is left to the browser tests.
 */
export async function expectAxeClean(element: Element): Promise<void> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.length, 'axe checked something').toBeGreaterThan(0);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
