import type { StorageArea, StoragePort } from '../../ports';

/**
 * A {@link StoragePort} in memory, for tests and for pages that must not persist anything.
 *
 * @remarks Values are kept as JSON text, so what comes back has been through JSON exactly as
 * with the web storage adapter (copies, dates as strings, undefined fields dropped).
 */
export class InMemoryStorage implements StoragePort {
  readonly #areas: Readonly<Record<StorageArea, Map<string, string>>> = { local: new Map(), session: new Map() };

  /** The value stored under `key`, or `undefined`. */
  get<T = unknown>(area: StorageArea, key: string): T | undefined {
    const text = this.#areas[area].get(key);
    return text === undefined ? undefined : (JSON.parse(text) as T);
  }

  /** Stores `value` as JSON; `undefined` removes the key. */
  set(area: StorageArea, key: string, value: unknown): void {
    if (value === undefined) this.#areas[area].delete(key);
    else this.#areas[area].set(key, JSON.stringify(value));
  }

  /** Removes `key`; removing a missing key does nothing. */
  remove(area: StorageArea, key: string): void {
    this.#areas[area].delete(key);
  }
}
