import { describe, expect, it } from 'vitest';
import { BURST_WINDOW_MS } from '../../../domain/monitoring/error-dedupe';
import { collector, eventsOf, monitoredPage, settle } from './monitor-harness';

/** The same error, thrown from the same line each time. */
const sameError = () => new TypeError('player is undefined');

describe('monitoring counts repeated errors instead of resending them (issue 26)', () => {
  it('sends 100 identical throws as the first occurrence at once and one event with count 99 when the burst ends; a different error goes at once', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    for (let index = 0; index < 100; index++) {
      pageHealth.throw(sameError());
      if (index === 50) pageHealth.throw(new Error('another one'));
    }
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire).map(({ message, count }) => ({ message, count }))).toEqual([
      { message: 'player is undefined', count: undefined },
      { message: 'another one', count: undefined },
    ]);

    clock.advance(BURST_WINDOW_MS);
    await settle();
    const repeats = eventsOf(server.wire).slice(2);
    expect(repeats).toEqual([expect.objectContaining({ ev_type: 'js_error', source: 'error', message: 'player is undefined', name: 'TypeError', count: 99 })]);
    expect(repeats[0]!.stack).toBe(eventsOf(server.wire)[0]!.stack);
    expect(monitor.stats).toMatchObject({ captured: 3, sent: 3 });
  });

  it('counts errors the page passes to captureError the same way', async () => {
    const server = collector();
    const { monitor, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    for (let index = 0; index < 10; index++) monitor.captureError(sameError());
    clock.advance(BURST_WINDOW_MS + 1000);
    await settle();
    expect(eventsOf(server.wire).map(({ source, count }) => ({ source, count }))).toEqual([
      { source: 'captured', count: undefined },
      { source: 'captured', count: 9 },
    ]);
  });

  it('beacons the repeats counted so far when the page is closed, without waiting for the burst to end', async () => {
    const server = collector();
    const { monitor, pageHealth, page, beacon } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    for (let index = 0; index < 3; index++) pageHealth.throw(sameError());
    page.leave();
    await settle();
    expect(beacon.sent).toHaveLength(1);
    expect(eventsOf(server.wire).map(({ message, count }) => ({ message, count }))).toEqual([
      { message: 'player is undefined', count: undefined },
      { message: 'player is undefined', count: 2 },
    ]);
  });
});
