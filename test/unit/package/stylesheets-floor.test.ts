import postcss, { type Declaration, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { buildStylesheet, STYLESHEETS } from '../../../scripts/build-css.mjs';

/**
 * The stylesheets as the package ships them (scripts/build-css.mjs: Lightning CSS for the declared
 * browser floor) keep what the floor's oldest engines need: Safari and iOS 15 take backdrop-filter
 * only with its -webkit- prefix, have no color-mix() (before 16.2) and no :focus-visible (before 15.4).
 */
const COLOR_MIX_SUPPORTED = /^\(color:\s*color-mix\(/;
const NO_FOCUS_VISIBLE = /^not selector\(:focus-visible\)$/;

function supportsOf(node: Rule): string | undefined {
  const parent = node.parent;
  return parent?.type === 'atrule' && (parent as postcss.AtRule).name === 'supports' ? (parent as postcss.AtRule).params : undefined;
}

function rulesOf(css: string): Rule[] {
  const rules: Rule[] = [];
  postcss.parse(css).walkRules((rule) => {
    rules.push(rule);
  });
  return rules;
}

describe.each(Object.entries(STYLESHEETS))('dist/%s.css', (_name, source) => {
  const css = buildStylesheet(source);
  const rules = rulesOf(css);

  it('declares -webkit-backdrop-filter before each backdrop-filter', () => {
    postcss.parse(css).walkDecls('backdrop-filter', (declaration) => {
      const previous = declaration.prev() as Declaration | undefined;
      expect(previous?.prop, `${(declaration.parent as Rule).selector}`).toBe('-webkit-backdrop-filter');
      expect(previous?.value).toBe(declaration.value);
    });
  });

  it('gives each color-mix() only where color-mix is supported, after a rule with a plain colour', () => {
    for (const [index, rule] of rules.entries()) {
      rule.walkDecls((declaration) => {
        if (!declaration.value.includes('color-mix(')) return;
        const where = `${rule.selector} { ${declaration.prop} }`;
        expect(supportsOf(rule), where).toMatch(COLOR_MIX_SUPPORTED);
        // The same selector earlier, outside such a block, sets the property (or its shorthand) without color-mix().
        const shorthand = declaration.prop.replace(/-color$/, '');
        const fallback = rules
          .slice(0, index)
          .filter((earlier) => earlier.selector === rule.selector && !COLOR_MIX_SUPPORTED.test(supportsOf(earlier) ?? ''))
          .flatMap((earlier) => earlier.nodes.filter((node): node is Declaration => node.type === 'decl' && (node.prop === declaration.prop || node.prop === shorthand)));
        expect(fallback.length, where).toBeGreaterThan(0);
        expect(fallback.at(-1)?.value, where).not.toMatch(/color-mix\(|var\(/);
      });
    }
  });

  it('rings :focus where :focus-visible is missing, before each :focus-visible rule', () => {
    const declarations = (rule: Rule) => rule.nodes.filter((node): node is Declaration => node.type === 'decl').map((node) => `${node.prop}: ${node.value}`);
    for (const [index, rule] of rules.entries()) {
      if (supportsOf(rule) !== undefined) continue;
      for (const selector of rule.selectors.filter((each) => each.includes(':focus-visible'))) {
        const onFocus = selector.replaceAll(':focus-visible', ':focus');
        const fallback = rules.slice(0, index).find((earlier) => earlier.selectors.includes(onFocus) && NO_FOCUS_VISIBLE.test(supportsOf(earlier) ?? ''));
        expect(fallback, selector).toBeDefined();
        expect(declarations(fallback!), selector).toEqual(declarations(rule));
      }
    }
  });
});
