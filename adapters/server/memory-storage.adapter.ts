import type { StorageArea, StoragePort } from '../../ports';

/**
 * The {@link StoragePort} of a kit created on the server: values in memory, for that kit only.
 *
 * @remarks Never the process's `localStorage` (Node 22+ may have one, shared by every request, so a
 * visitor's session id or language would leak into the next request's render). Values are kept as
 * JSON text, so what comes back has been through JSON as with the web storage adapter.
 */
export class MemoryStorageAdapter implements StoragePort {
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
