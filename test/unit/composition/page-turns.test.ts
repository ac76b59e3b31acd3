import { describe, expect, it } from 'vitest';
import { FakeClock, FakePage } from '../../../adapters/fake';
import { pageTurns } from '../../../composition/page-turns';

/** Lets the promise callbacks that a timer or frame settled run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('pageTurns: when start-up effects run', () => {
  it('gives the first turn only after the page reports its first contentful paint', async () => {
    const clock = new FakeClock();
    const page = new FakePage({ painted: false });
    const turn = pageTurns({ clock, page, paint: page });
    let turned = false;
    void turn().then(() => (turned = true));
    clock.advance(500); // frames come, but the page has shown nothing yet
    await settle();
    expect(turned).toBe(false);
    page.paint();
    clock.advance(40); // two frames, and the task after each
    await settle();
    expect(turned).toBe(true);
  });

  it('gives the first turn after the second paint, not the first: the page may render only after a frame', async () => {
    const clock = new FakeClock();
    const turn = pageTurns({ clock, page: new FakePage() });
    let turned = false;
    void turn().then(() => (turned = true));
    clock.advance(17); // the first frame, and the task after it
    await settle();
    expect(turned).toBe(false);
    clock.advance(16); // the second frame, and the task after it
    await settle();
    expect(turned).toBe(true);
  });

  it('gives each later turn a task of its own, without waiting for another paint', async () => {
    const clock = new FakeClock();
    const turn = pageTurns({ clock, page: new FakePage() });
    const first = turn();
    clock.advance(40);
    await first;
    let turned = false;
    void turn().then(() => (turned = true));
    await settle();
    expect(turned).toBe(false);
    clock.advance(0);
    await settle();
    expect(turned).toBe(true);
  });
});
