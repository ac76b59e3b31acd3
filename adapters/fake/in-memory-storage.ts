import { MemoryStorageAdapter } from '../server/memory-storage.adapter';
import type { StoragePort } from '../../ports';

/**
 * A {@link StoragePort} in memory for tests: the server's memory storage under the fakes' name.
 *
 * @remarks Values are kept as JSON text, so what comes back has been through JSON exactly as
 * with the web storage adapter (copies, dates as strings, undefined fields dropped).
 */
export class InMemoryStorage extends MemoryStorageAdapter implements StoragePort {}
