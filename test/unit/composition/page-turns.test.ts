import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/fake';
import { pageTurns } from '../../../composition/page-turns';

/** Lets the promise callbacks that a timer or frame settled run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('pageTurns: when start-up effects run', () => {
  it('gives the first turn after the second paint, not the first: the page may render only after a frame', async () => {
    const clock = new FakeClock();
    const turn = pageTurns(clock);
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
    const turn = pageTurns(clock);
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
