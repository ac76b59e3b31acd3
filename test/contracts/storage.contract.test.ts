import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebStorageAdapter } from '../../adapters/browser';
import { InMemoryStorage } from '../../adapters/fake';
import { storageContract } from './storage.contract';
import { createJsdomWindow } from './support/jsdom-window';

/** A Storage that refuses everything, as a sandboxed iframe's does. */
class BlockedStorage implements Storage {
  readonly length = 0;
  clear(): never {
    throw new DOMException('blocked', 'SecurityError');
  }
  getItem(): never {
    throw new DOMException('blocked', 'SecurityError');
  }
  key(): never {
    throw new DOMException('blocked', 'SecurityError');
  }
  removeItem(): never {
    throw new DOMException('blocked', 'SecurityError');
  }
  setItem(): never {
    throw new DOMException('blocked', 'SecurityError');
  }
}

async function jsdomStorages(): Promise<{ local: Storage; session: Storage }> {
  const window = await createJsdomWindow();
  return { local: window.localStorage, session: window.sessionStorage };
}

storageContract('WebStorageAdapter over jsdom storage', async () => {
  const { local, session } = await jsdomStorages();
  return new WebStorageAdapter('contract', local, session);
});
storageContract('WebStorageAdapter without storage (memory fallback)', () => new WebStorageAdapter('contract', undefined, undefined));
storageContract('WebStorageAdapter over blocked storage', () => new WebStorageAdapter('contract', new BlockedStorage(), new BlockedStorage()));
storageContract('InMemoryStorage', () => new InMemoryStorage());

describe('WebStorageAdapter', () => {
  it('stores JSON under namespace:key, so namespaces sharing a storage stay apart', async () => {
    const { local, session } = await jsdomStorages();
    const kit = new WebStorageAdapter('campaign-kit', local, session);
    const other = new WebStorageAdapter('other', local, session);
    kit.set('local', 'account', { user_id: 'u1' });
    kit.set('session', 'session_id', 'abc');
    expect(local.getItem('campaign-kit:account')).toBe('{"user_id":"u1"}');
    expect(session.getItem('campaign-kit:session_id')).toBe('"abc"');
    expect(other.get('local', 'account')).toBeUndefined();
  });

  it('reads values another instance wrote to the same storage', async () => {
    const { local, session } = await jsdomStorages();
    new WebStorageAdapter('campaign-kit', local, session).set('local', 'k', [1, 2]);
    expect(new WebStorageAdapter('campaign-kit', local, session).get('local', 'k')).toEqual([1, 2]);
  });

  it('reads corrupt JSON as undefined', async () => {
    const { local, session } = await jsdomStorages();
    local.setItem('campaign-kit:k', '{not json');
    expect(new WebStorageAdapter('campaign-kit', local, session).get('local', 'k')).toBeUndefined();
  });

  it('keeps a value in memory when the quota refuses it, and returns to storage when it accepts again', async () => {
    const { local, session } = await jsdomStorages();
    // Spied on the window's own Storage prototype: assigning local.setItem would store an item.
    vi.spyOn(Object.getPrototypeOf(local) as Storage, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const storage = new WebStorageAdapter('campaign-kit', local, session);
    storage.set('local', 'k', 'kept in memory');
    expect(storage.get('local', 'k')).toBe('kept in memory');
    expect(local.getItem('campaign-kit:k')).toBeNull();
    storage.set('local', 'k', 'stored');
    expect(local.getItem('campaign-kit:k')).toBe('"stored"');
    expect(storage.get('local', 'k')).toBe('stored');
  });

  describe('defaults', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    afterEach(() => {
      if (descriptor === undefined) Reflect.deleteProperty(globalThis, 'localStorage');
      else Object.defineProperty(globalThis, 'localStorage', descriptor);
    });

    it('works in memory when the platform has no storage (Node, server rendering)', () => {
      expect('localStorage' in globalThis && globalThis.localStorage !== undefined).toBe(false);
      const storage = new WebStorageAdapter();
      storage.set('local', 'k', 1);
      expect(storage.get('local', 'k')).toBe(1);
    });

    it('works in memory when merely reading localStorage throws (sandboxed iframe)', () => {
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      });
      const storage = new WebStorageAdapter();
      storage.set('local', 'k', 'v');
      expect(storage.get('local', 'k')).toBe('v');
    });
  });
});
