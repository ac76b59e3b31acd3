import type { StorageArea, StoragePort } from '../../ports';

/**
 * The {@link StoragePort} over `localStorage` and `sessionStorage`, safe where they are blocked.
 *
 * @remarks Values are JSON under `${namespace}:${key}`. Where a storage is missing, or throws
 * (private mode, a sandboxed iframe, a full quota), the value is kept in memory for the page's
 * life instead; values that only storage held stay readable there. A stored value that is not
 * valid JSON reads as `undefined`. Platform failures never throw; a value JSON cannot serialise
 * (a cycle, a bigint) throws the `TypeError` of `JSON.stringify`, as it is a caller's bug.
 */
export class WebStorageAdapter implements StoragePort {
  readonly #namespace: string;
  readonly #areas: Readonly<Record<StorageArea, SafeArea>>;

  /**
   * @param namespace - the key prefix. Defaults to `'campaign-kit'`.
   * @param local - the lasting storage. Defaults to the page's `localStorage`, if reachable,
   *   looked up on first use (opening it is a synchronous cost a page pays only when needed).
   * @param session - the tab's storage. Defaults to the page's `sessionStorage`, likewise.
   */
  constructor(namespace = 'campaign-kit', local?: Storage, session?: Storage) {
    this.#namespace = namespace;
    this.#areas = {
      local: new SafeArea(() => local ?? reachableStorage('localStorage')),
      session: new SafeArea(() => session ?? reachableStorage('sessionStorage')),
    };
  }

  /** The value stored under `key`, or `undefined` when there is none or it is not valid JSON. */
  get<T = unknown>(area: StorageArea, key: string): T | undefined {
    const text = this.#areas[area].read(this.#key(key));
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      return undefined;
    }
  }

  /** Stores `value` as JSON; `undefined` removes the key. */
  set(area: StorageArea, key: string, value: unknown): void {
    if (value === undefined) return this.remove(area, key);
    this.#areas[area].write(this.#key(key), JSON.stringify(value));
  }

  /** Removes `key`; removing a missing key does nothing. */
  remove(area: StorageArea, key: string): void {
    this.#areas[area].delete(this.#key(key));
  }

  #key(key: string): string {
    return `${this.#namespace}:${key}`;
  }
}

/** One storage area: the platform storage where it works, a memory map for what it refused. */
class SafeArea {
  readonly #find: () => Storage | undefined;
  #found = false;
  #platform: Storage | undefined;
  readonly #memory = new Map<string, string>();

  constructor(find: () => Storage | undefined) {
    this.#find = find;
  }

  get #storage(): Storage | undefined {
    if (!this.#found) {
      this.#platform = this.#find();
      this.#found = true;
    }
    return this.#platform;
  }

  read(key: string): string | undefined {
    if (this.#memory.has(key)) return this.#memory.get(key);
    return attempt(() => this.#storage?.getItem(key) ?? undefined);
  }

  write(key: string, text: string): void {
    const stored = attempt(() => {
      if (this.#storage === undefined) return false;
      this.#storage.setItem(key, text);
      return true;
    });
    if (stored) this.#memory.delete(key);
    else this.#memory.set(key, text);
  }

  delete(key: string): void {
    this.#memory.delete(key);
    attempt(() => this.#storage?.removeItem(key));
  }
}

function attempt<T>(operation: () => T): T | undefined {
  try {
    return operation();
  } catch {
    return undefined;
  }
}

/** The page's storage, or undefined where there is none or reading it throws (SecurityError). */
function reachableStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  return attempt(() => (globalThis as Partial<Record<typeof name, Storage>>)[name]);
}
