import type { DomInjectionPort } from '../../ports';

/**
 * The {@link DomInjectionPort} over `<style>` and `<script>` elements appended to `<head>`.
 * Attributes (the CSP nonce) are set before insertion, so the browser checks them.
 */
export class DomInjectionAdapter implements DomInjectionPort {
  readonly #document: Document;
  readonly #nonce: string | undefined;

  /**
   * @param document - where the elements go. Defaults to `globalThis.document`, read at construction.
   * @param options - `nonce`: the page's CSP nonce, set on every element (a call's own `attrs.nonce` wins). Defaults to none.
   */
  constructor(document: Document = globalThis.document, options: { readonly nonce?: string } = {}) {
    this.#document = document;
    this.#nonce = options.nonce;
  }

  injectStyle(css: string, attrs: Readonly<Record<string, string>> = {}): void {
    this.#append('style', css, attrs);
  }

  runScript(code: string, attrs: Readonly<Record<string, string>> = {}): void {
    this.#append('script', code, attrs);
  }

  #append(tag: 'style' | 'script', text: string, attrs: Readonly<Record<string, string>>): void {
    const element = this.#document.createElement(tag);
    for (const [name, value] of Object.entries({ ...(this.#nonce ? { nonce: this.#nonce } : {}), ...attrs })) element.setAttribute(name, value);
    element.textContent = text;
    (this.#document.head ?? this.#document.documentElement).appendChild(element);
  }
}
