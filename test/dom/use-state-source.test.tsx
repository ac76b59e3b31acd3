import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { observable } from '../../domain/shared/observable';
import { Store, type StateSource } from '../../domain/shared/state-source';
import { useStateSource } from '../../ui-react/shared/use-state-source';

afterEach(cleanup);

function Count({ source }: { source: StateSource<{ n: number }> }) {
  return <output aria-label="n">{useStateSource(source).n}</output>;
}

/** A store's state source that counts its live subscriptions. */
function counted(store: Store<{ n: number }>) {
  const live = { count: 0 };
  const source: StateSource<{ n: number }> = {
    get state() {
      return store.state;
    },
    state$: observable((next) => {
      live.count += 1;
      const subscription = store.state$.subscribe(next);
      return () => {
        live.count -= 1;
        subscription.unsubscribe();
      };
    }),
  };
  return { source, live };
}

describe('useStateSource', () => {
  it('renders the current state and re-renders when it changes', () => {
    const store = new Store({ n: 1 });
    render(<Count source={store} />);
    expect(screen.getByLabelText('n').textContent).toBe('1');
    act(() => store.set({ n: 2 }));
    expect(screen.getByLabelText('n').textContent).toBe('2');
  });

  it('follows a new source, and lets go of the old one and of the last on unmount', () => {
    const first = counted(new Store({ n: 1 }));
    const secondStore = new Store({ n: 10 });
    const second = counted(secondStore);
    const { rerender, unmount } = render(<Count source={first.source} />);
    expect(first.live.count).toBe(1);

    rerender(<Count source={second.source} />);
    expect(screen.getByLabelText('n').textContent).toBe('10');
    expect(first.live.count).toBe(0);
    act(() => secondStore.set({ n: 11 }));
    expect(screen.getByLabelText('n').textContent).toBe('11');

    unmount();
    expect(second.live.count).toBe(0);
  });
});
