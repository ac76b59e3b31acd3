import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject, Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { setState, type StateSource } from '../../domain/shared/state-source';
import { useStateSource } from '../../ui-react/shared/use-state-source';

afterEach(cleanup);

function Count({ source }: { source: StateSource<{ n: number }> }) {
  return <output aria-label="n">{useStateSource(source).n}</output>;
}

/** A state source over `subject`, as the services build theirs, that counts its live subscriptions. */
function counted(subject: BehaviorSubject<{ n: number }>) {
  const live = { count: 0 };
  const source: StateSource<{ n: number }> = {
    get state() {
      return subject.value;
    },
    state$: new Observable<{ n: number }>((subscriber) => {
      live.count += 1;
      const subscription = subject.subscribe(subscriber);
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
    const subject = new BehaviorSubject({ n: 1 });
    render(<Count source={{ state$: subject.asObservable(), get state() { return subject.value; } }} />);
    expect(screen.getByLabelText('n').textContent).toBe('1');
    act(() => setState(subject, { n: 2 }));
    expect(screen.getByLabelText('n').textContent).toBe('2');
  });

  it('follows a new source, and lets go of the old one and of the last on unmount', () => {
    const first = counted(new BehaviorSubject({ n: 1 }));
    const secondSubject = new BehaviorSubject({ n: 10 });
    const second = counted(secondSubject);
    const { rerender, unmount } = render(<Count source={first.source} />);
    expect(first.live.count).toBe(1);

    rerender(<Count source={second.source} />);
    expect(screen.getByLabelText('n').textContent).toBe('10');
    expect(first.live.count).toBe(0);
    act(() => setState(secondSubject, { n: 11 }));
    expect(screen.getByLabelText('n').textContent).toBe('11');

    unmount();
    expect(second.live.count).toBe(0);
  });
});
