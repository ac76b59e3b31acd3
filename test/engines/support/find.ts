/**
 * What a test points at on a page, found by what a person sees: a control by its accessible name
 * (`control`), an element by its label (`labelled`), or a CSS selector. The page itself finds it
 * (one function, the same in every engine) and marks it, and the engine's driver then clicks or
 * types into it natively, so a click is the visitor's own (it lets a popup through).
 */
export type Target =
  | { readonly control: string | RegExp }
  | { readonly labelled: string }
  | { readonly css: string };

/** The plain form of a {@link Target}, as it crosses into the page. */
export type WireTarget = { control?: string; pattern?: string; labelled?: string; css?: string; anywhere?: boolean };

/** @param anywhere - look past a modal dialog and what it makes inert (to read the page, not to act on it). */
export function toWire(target: Target, anywhere = false): WireTarget {
  if ('css' in target) return { css: target.css, anywhere };
  if ('labelled' in target) return { labelled: target.labelled, anywhere };
  return target.control instanceof RegExp ? { pattern: target.control.source, anywhere } : { control: target.control, anywhere };
}

export function describeTarget(target: Target): string {
  if ('css' in target) return target.css;
  if ('labelled' in target) return `labelled ${target.labelled}`;
  return `control ${String(target.control)}`;
}

/**
 * Runs in the page: marks the first visible element the target names with `data-engine-pick` and
 * returns a CSS selector for it, or null while there is none. With a modal dialog open, only what
 * is inside it counts. Self-contained (it crosses into the page as its source text).
 */
export function pickInPage(target: WireTarget, mark: string): string | null {
  // As the accessibility tree has it: what a modal dialog leaves inert or hidden is not there.
  const visible = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && (target.anywhere || element.closest('[inert], [aria-hidden="true"]') === null);
  const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const labelOf = (element: Element) => {
    const aria = element.getAttribute('aria-label');
    if (aria) return aria.trim();
    const by = element.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ');
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return text(labels[0]);
    return undefined;
  };
  const modal = target.anywhere ? undefined : Array.from(document.querySelectorAll('[aria-modal="true"], dialog[open]')).find(visible);
  const scope: ParentNode = modal ?? document;
  let found: Element | undefined;
  if (target.css) {
    found = Array.from(document.querySelectorAll(target.css)).find(visible);
  } else if (target.labelled) {
    // A form control before a region of the same name (a section labelled as its field).
    const named = Array.from(scope.querySelectorAll('*')).filter((element) => labelOf(element) === target.labelled && visible(element));
    found = named.find((element) => element.matches('input, textarea, select, output')) ?? named[0];
  } else {
    const controls = Array.from(scope.querySelectorAll('button, a[href], [role="button"], [role="tab"], [role="link"], input[type="button"], input[type="submit"]'));
    const matches = (name: string) => (target.pattern !== undefined ? new RegExp(target.pattern).test(name) : name === target.control);
    found = controls.find((element) => visible(element) && matches(labelOf(element) ?? text(element)));
  }
  for (const marked of Array.from(document.querySelectorAll(`[data-engine-pick="${mark}"]`))) marked.removeAttribute('data-engine-pick');
  if (!found) return null;
  found.setAttribute('data-engine-pick', mark);
  return `[data-engine-pick="${mark}"]`;
}
