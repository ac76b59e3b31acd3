import type { DomInjectionPort } from '../../ports';

/**
 * The {@link DomInjectionPort} over `<style>` and `<script>` elements appended to `<head>`.
 * Attributes (the CSP nonce) are set before insertion, so the browser checks them.
 */
export class DomInjectionAdapter implements DomInjectionPort {
  readonly #document: Document;

  /** @param document - where the elements go. Defaults to `globalThis.document`, read at construction. */
  constructor(document: Document = globalThis.document) {
    this.#document = document;
  }

  injectStyle(css: string, attrs: Readonly<Record<string, string>> = {}): void {
    this.#append('style', css, attrs);
  }

  runScript(code: string, attrs: Readonly<Record<string, string>> = {}): void {
    this.#append('script', code, attrs);
  }

  #append(tag: 'style' | 'script', text: string, attrs: Readonly<Record<string, string>>): void {
    const element = this.#document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.textContent = text;
    (this.#document.head ?? this.#document.documentElement).appendChild(element);
  }
}
