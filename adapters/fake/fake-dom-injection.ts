import type { DomInjectionPort } from '../../ports';

/** One inline element a {@link FakeDomInjection} was asked to add. */
export interface InjectionRecord {
  readonly kind: 'style' | 'script';
  readonly text: string;
  readonly attrs: Readonly<Record<string, string>>;
}

/** A {@link DomInjectionPort} that records what it was asked to add, and may be told to throw. */
export class FakeDomInjection implements DomInjectionPort {
  readonly #records: InjectionRecord[] = [];
  /** When set, the next calls throw this (as a page with a broken DOM would). */
  failWith: unknown;

  /** Everything added, oldest first. */
  get records(): readonly InjectionRecord[] {
    return this.#records;
  }

  injectStyle(css: string, attrs: Readonly<Record<string, string>> = {}): void {
    this.#record({ kind: 'style', text: css, attrs });
  }

  runScript(code: string, attrs: Readonly<Record<string, string>> = {}): void {
    this.#record({ kind: 'script', text: code, attrs });
  }

  #record(record: InjectionRecord): void {
    if (this.failWith !== undefined) throw this.failWith;
    this.#records.push(record);
  }
}
