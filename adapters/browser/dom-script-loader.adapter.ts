import type { ClockPort } from '../../ports';
import { ScriptLoadTracker, type ScriptAttemptOutcome } from './script-load-tracker';
import { WindowClockAdapter } from './window-clock.adapter';

/** Options of {@link DomScriptLoaderAdapter}. */
export interface DomScriptLoaderOptions {
  /** The page's Content-Security-Policy nonce, set on every script element (a load's own `attrs.nonce` wins). Defaults to none. */
  readonly nonce?: string;
}

/**
 * The {@link ScriptLoaderPort} over `<script>` elements.
 *
 * @remarks Each address gets its own element (attributes set before it is inserted, so nonce
 * and integrity apply) in `<head>`; an element that failed is removed. An element that timed out
 * is moved into a detached document, so its script does not run if it arrives later (a browser
 * runs a script only in the document it was inserted into; removal alone would not stop it).
 * Tries each address in turn (states: not loaded, loading, loaded, failed), 20000 ms per address.
 */
export class DomScriptLoaderAdapter extends ScriptLoadTracker {
  /**
   * @param document - where the elements go. Defaults to `globalThis.document`, read at construction.
   * @param clock - times each address. Defaults to a {@link WindowClockAdapter}.
   * @param options - the page's CSP nonce.
   */
  constructor(document: Document = globalThis.document, clock: ClockPort = new WindowClockAdapter(), { nonce }: DomScriptLoaderOptions = {}) {
    super((url, timeoutMs, attrs) => insertScript(document, clock, url, timeoutMs, { nonce, ...attrs }));
  }
}

/** Tries one address with a new element in `document` (the attributes without a value are left out). */
function insertScript(document: Document, clock: ClockPort, url: string, timeoutMs: number, attrs: Readonly<Record<string, string | undefined>>): Promise<ScriptAttemptOutcome> {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) script.setAttribute(name, value);
  script.src = url;
  return new Promise((resolve) => {
    const settle = (outcome: ScriptAttemptOutcome): void => {
      cancelTimeout();
      script.onload = script.onerror = null;
      if (outcome === 'timeout') document.implementation.createHTMLDocument('').adoptNode(script);
      else if (outcome === 'error') script.remove();
      resolve(outcome);
    };
    const cancelTimeout = clock.setTimeout(() => settle('timeout'), timeoutMs);
    script.onload = () => settle('loaded');
    script.onerror = () => settle('error');
    document.head.appendChild(script);
  });
}
