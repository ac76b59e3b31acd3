/** `local` survives the session; `session` lives as long as the tab (session_id). */
export type StorageArea = 'local' | 'session';

/**
 * Key-value storage of JSON values, under the adapter's namespace.
 *
 * Never throws: where the platform blocks storage (private mode, a sandboxed iframe) the adapter
 * keeps values in memory for the page's life instead.
 */
export interface StoragePort {
  get<T = unknown>(area: StorageArea, key: string): T | undefined;
  set(area: StorageArea, key: string, value: unknown): void;
  remove(area: StorageArea, key: string): void;
}
