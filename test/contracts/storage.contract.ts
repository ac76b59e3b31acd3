import { beforeEach, describe, expect, it } from 'vitest';
import type { StorageArea, StoragePort } from '../../ports';

/**
 * The StoragePort contract: JSON values per area, missing keys as undefined, removal.
 * @param name - what the suite runs against, for the report.
 * @param create - a fresh, empty storage per test.
 */
export function storageContract(name: string, create: () => StoragePort | Promise<StoragePort>): void {
  describe(`StoragePort contract: ${name}`, () => {
    let storage: StoragePort;
    beforeEach(async () => {
      storage = await create();
    });

    it.each<StorageArea>(['local', 'session'])('reads a missing key in %s as undefined', (area) => {
      expect(storage.get(area, 'absent')).toBeUndefined();
    });

    it.each([
      ['an object', { user_id: 'u1', nested: { list: [1, 'two', true] } }],
      ['an array', [3, 2, 1]],
      ['a string', '分享码 ABC'],
      ['zero', 0],
      ['false', false],
      ['null', null],
    ])('round-trips %s', (_label, value) => {
      storage.set('local', 'value', value);
      expect(storage.get('local', 'value')).toEqual(value);
    });

    it('keeps local and session apart', () => {
      storage.set('local', 'k', 'lasting');
      storage.set('session', 'k', 'tab');
      expect(storage.get('local', 'k')).toBe('lasting');
      expect(storage.get('session', 'k')).toBe('tab');
      storage.remove('session', 'k');
      expect(storage.get('local', 'k')).toBe('lasting');
    });

    it('overwrites a key', () => {
      storage.set('session', 'k', { v: 1 });
      storage.set('session', 'k', { v: 2 });
      expect(storage.get('session', 'k')).toEqual({ v: 2 });
    });

    it('removes a key, and removing a missing one is harmless', () => {
      storage.set('local', 'k', 1);
      storage.remove('local', 'k');
      storage.remove('local', 'never-set');
      expect(storage.get('local', 'k')).toBeUndefined();
    });

    it('treats setting undefined as removal', () => {
      storage.set('local', 'k', 'there');
      storage.set('local', 'k', undefined);
      expect(storage.get('local', 'k')).toBeUndefined();
    });

    it('hands back JSON copies: later mutation does not leak, dates become strings', () => {
      const value = { at: new Date(0), list: [1], dropped: undefined };
      storage.set('local', 'k', value);
      value.list.push(2);
      expect(storage.get('local', 'k')).toStrictEqual({ at: '1970-01-01T00:00:00.000Z', list: [1] });
      expect(storage.get('local', 'k')).not.toBe(storage.get('local', 'k'));
    });
  });
}
