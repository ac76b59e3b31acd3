/** The system clipboard; in a browser, NavigatorClipboardAdapter writes to it. */
export interface ClipboardPort {
  /**
   * Puts `text` on the clipboard.
   * @returns false when the platform refused (no clipboard, permission denied, page not focused).
   */
  writeText(text: string): Promise<boolean>;
}
