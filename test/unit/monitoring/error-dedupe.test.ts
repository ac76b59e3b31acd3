import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/fake/index';
import { BURST_WINDOW_MS, ErrorDedupe, MAX_OPEN_BURSTS, errorKey } from '../../../domain/monitoring/error-dedupe';

/** A dedupe on a fake clock, with what it sent for repeats. */
function dedupe() {
  const clock = new FakeClock();
  const repeats: { first: string; count: number }[] = [];
  const errors = new ErrorDedupe<string>(clock, (first, count) => repeats.push({ first, count }));
  return { clock, errors, repeats };
}

describe('ErrorDedupe: repeats of an error in a burst are counted, not resent (issue 26)', () => {
  it('lets the first occurrence go, counts its repeats within the window and sends their count once when it ends', () => {
    const { clock, errors, repeats } = dedupe();
    const sent = Array.from({ length: 100 }, (_, index) => errors.admit('boom', `occurrence ${index}`));
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(sent[0]).toBe(true);
    clock.advance(BURST_WINDOW_MS - 1);
    expect(repeats).toEqual([]);
    clock.advance(1);
    expect(repeats).toEqual([{ first: 'occurrence 0', count: 99 }]);
    clock.advance(10 * BURST_WINDOW_MS);
    expect(repeats).toHaveLength(1);
  });

  it('measures the window from the first occurrence: a repeat after it starts a new burst that goes out at once', () => {
    const { clock, errors, repeats } = dedupe();
    expect(errors.admit('boom', 'a')).toBe(true);
    clock.advance(BURST_WINDOW_MS - 1);
    expect(errors.admit('boom', 'b')).toBe(false);
    clock.advance(1);
    expect(repeats).toEqual([{ first: 'a', count: 1 }]);
    expect(errors.admit('boom', 'c')).toBe(true);
  });

  it('sends nothing more for an error that was not repeated', () => {
    const { clock, errors, repeats } = dedupe();
    expect(errors.admit('once', 'a')).toBe(true);
    clock.advance(BURST_WINDOW_MS * 2);
    expect(repeats).toEqual([]);
  });

  it('counts each error apart: a different one goes out at once during another burst', () => {
    const { clock, errors, repeats } = dedupe();
    errors.admit('first', 'f1');
    errors.admit('first', 'f2');
    expect(errors.admit('second', 's1')).toBe(true);
    errors.admit('second', 's2');
    errors.admit('first', 'f3');
    clock.advance(BURST_WINDOW_MS);
    expect(repeats).toEqual(expect.arrayContaining([{ first: 'f1', count: 2 }, { first: 's1', count: 1 }]));
    expect(repeats).toHaveLength(2);
  });

  it('drain() sends the counts now and ends the bursts, so their windows send nothing later', () => {
    const { clock, errors, repeats } = dedupe();
    errors.admit('boom', 'a');
    errors.admit('boom', 'b');
    errors.admit('boom', 'c');
    errors.drain();
    expect(repeats).toEqual([{ first: 'a', count: 2 }]);
    clock.advance(BURST_WINDOW_MS);
    expect(repeats).toHaveLength(1);
    expect(errors.admit('boom', 'd')).toBe(true);
  });

  it(`follows at most ${MAX_OPEN_BURSTS} errors at once: past that a new error goes out uncounted`, () => {
    const { clock, errors, repeats } = dedupe();
    for (let index = 0; index < MAX_OPEN_BURSTS; index++) errors.admit(`error ${index}`, `e${index}`);
    expect(errors.admit('one too many', 'x')).toBe(true);
    expect(errors.admit('one too many', 'y')).toBe(true);
    expect(errors.admit('error 0', 'again')).toBe(false);
    clock.advance(BURST_WINDOW_MS);
    expect(repeats).toEqual([{ first: 'e0', count: 1 }]);
  });
});

describe('errorKey: the same error is the same message at the same top stack frame', () => {
  const v8 = (message: string, top: string) => `TypeError: ${message}\n    at ${top}\n    at run (https://campaign.test/app.js:40:2)`;

  it('is equal for the same message thrown at the same place, whatever the frames below', () => {
    const one = errorKey({ message: 'x is undefined', stack: v8('x is undefined', 'draw (https://campaign.test/app.js:12:7)') });
    const two = errorKey({ message: 'x is undefined', stack: 'TypeError: x is undefined\n    at draw (https://campaign.test/app.js:12:7)\n    at other (https://campaign.test/b.js:1:1)' });
    expect(one).toBe(two);
  });

  it('differs by message, and by top frame (V8 and Firefox/Safari stacks)', () => {
    const at12 = errorKey({ message: 'x', stack: v8('x', 'draw (https://campaign.test/app.js:12:7)') });
    expect(errorKey({ message: 'y', stack: v8('y', 'draw (https://campaign.test/app.js:12:7)') })).not.toBe(at12);
    expect(errorKey({ message: 'x', stack: v8('x', 'draw (https://campaign.test/app.js:13:7)') })).not.toBe(at12);
    expect(errorKey({ message: 'x', stack: 'draw@https://campaign.test/app.js:12:7\nrun@https://campaign.test/app.js:40:2' })).not.toBe(
      errorKey({ message: 'x', stack: 'paint@https://campaign.test/app.js:30:1\nrun@https://campaign.test/app.js:40:2' }),
    );
  });

  it('does not take a message line that looks like a frame for the top frame', () => {
    const message = 'bad input\nat fake (https://campaign.test/x.js:1:1)';
    const here = errorKey({ message, stack: `Error: ${message}\n    at a (https://campaign.test/app.js:1:1)` });
    const there = errorKey({ message, stack: `Error: ${message}\n    at b (https://campaign.test/app.js:2:2)` });
    expect(here).not.toBe(there);
  });

  it('uses the file, line and column without a stack', () => {
    expect(errorKey({ message: 'Script error.', file: 'https://cdn.test/a.js', line: 1, column: 2 })).not.toBe(
      errorKey({ message: 'Script error.', file: 'https://cdn.test/a.js', line: 1, column: 3 }),
    );
    expect(errorKey({ message: 'Script error.' })).toBe(errorKey({ message: 'Script error.' }));
  });
});
