/**
 * Puts inline styles and scripts into the page (group control), with the page's CSP
 * nonce, for the site-config actions inject-style and run-script.
 *
 * @remarks Script files go through the {@link ScriptLoaderPort}; this port is for inline content.
 * Implementations insert elements only: they never evaluate strings themselves (no `eval`), so a
 * Content-Security-Policy without the nonce blocks them.
 */
export interface DomInjectionPort {
  /** Appends a `<style>` with `css` as its text and `attrs` (nonce) set before insertion. */
  injectStyle(css: string, attrs?: Readonly<Record<string, string>>): void;
  /** Appends an inline `<script>` with `code` as its text and `attrs` (nonce) set before insertion. */
  runScript(code: string, attrs?: Readonly<Record<string, string>>): void;
}
