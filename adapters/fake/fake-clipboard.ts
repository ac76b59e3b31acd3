import type { ClipboardPort } from '../../ports/clipboard.port';

/** A {@link ClipboardPort} for tests: `text` is what was copied last; `refuse` makes it refuse. */
export class FakeClipboard implements ClipboardPort {
  text: string | undefined = undefined;
  /** True makes `writeText` refuse, as a browser denying the permission does. Defaults to `false`. */
  refuse = false;

  async writeText(text: string): Promise<boolean> {
    if (this.refuse) return false;
    this.text = text;
    return true;
  }
}
