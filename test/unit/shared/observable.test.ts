import { from, map } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { select, Subject } from '../../../domain/shared/observable';
import { Store } from '../../../domain/shared/state-source';

afterEach(() => vi.restoreAllMocks());

describe('Store', () => {
  it('delivers the current value on subscribe, then each change, until unsubscribed', () => {
    const store = new Store({ n: 1 });
    const seen: number[] = [];
    const subscription = store.state$.subscribe(({ n }) => seen.push(n));
    store.set({ n: 2 });
    store.patch({ n: 3 });
    subscription.unsubscribe();
    subscription.unsubscribe();
    store.set({ n: 4 });
    expect(seen).toEqual([1, 2, 3]);
    expect(store.state).toEqual({ n: 4 });
  });

  it('delivers nothing when set to the object it already holds', () => {
    const store = new Store({ n: 1 });
    const seen: unknown[] = [];
    store.state$.subscribe((value) => seen.push(value));
    store.set(store.state);
    expect(seen).toHaveLength(1);
  });

  it('takes observer objects, as rxjs passes them', () => {
    const store = new Store('a');
    const next = vi.fn();
    store.state$.subscribe({ next });
    store.set('b');
    expect(next.mock.calls).toEqual([['a'], ['b']]);
  });
});

describe('Subject', () => {
  it('delivers to everyone subscribed at the moment of next, and to no one after unsubscribe', () => {
    const subject = new Subject<string>();
    const first: string[] = [];
    const second: string[] = [];
    subject.next('before');
    const a = subject.asObservable().subscribe((value) => first.push(value));
    subject.subscribe((value) => second.push(value));
    subject.next('one');
    a.unsubscribe();
    subject.next('two');
    expect(first).toEqual(['one']);
    expect(second).toEqual(['one', 'two']);
  });

  it('keeps delivering when a receiver throws, and rethrows that error as an unhandled rejection', () => {
    const reject = vi.spyOn(Promise, 'reject').mockImplementation(() => new Promise(() => {}));
    const subject = new Subject<number>();
    const failure = new Error('receiver bug');
    subject.subscribe(() => {
      throw failure;
    });
    const after = vi.fn();
    subject.subscribe(after);
    expect(() => subject.next(1)).not.toThrow();
    expect(after).toHaveBeenCalledWith(1);
    expect(reject).toHaveBeenCalledWith(failure);
  });

  it('stops at once a receiver another one unsubscribes during delivery, even within that round', () => {
    const subject = new Subject<number>();
    const seen: string[] = [];
    const b = { unsubscribe: () => {} };
    subject.subscribe(() => {
      seen.push('a');
      b.unsubscribe();
    });
    Object.assign(b, subject.subscribe(() => seen.push('b')));
    subject.next(1);
    subject.next(2);
    expect(seen).toEqual(['a', 'a']);
  });
});

describe('select', () => {
  it('delivers the projection, only when it changes by the given equality', () => {
    const store = new Store({ status: 'pending', keys: ['a'] });
    const seen: string[][] = [];
    select(store.state$, ({ keys }) => keys, (x, y) => x.join() === y.join()).subscribe((keys) => seen.push(keys));
    store.patch({ status: 'accepted' });
    store.patch({ keys: ['a'] });
    store.patch({ keys: ['a', 'b'] });
    expect(seen).toEqual([['a'], ['a', 'b']]);
  });
});

describe('rxjs interop', () => {
  it('from() adopts a state source, so pages that use rxjs keep their operators', () => {
    const store = new Store(1);
    const seen: number[] = [];
    const subscription = from(store.state$ as unknown as Parameters<typeof from>[0])
      .pipe(map((n) => Number(n) * 10))
      .subscribe((n) => seen.push(n));
    store.set(2);
    subscription.unsubscribe();
    store.set(3);
    expect(seen).toEqual([10, 20]);
  });
});
