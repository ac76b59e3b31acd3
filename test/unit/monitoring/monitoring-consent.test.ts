import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ConsentGate } from '../../../domain/consent/consent-gate';
import type { ConsentDecision } from '../../../domain/consent/consent.types';
import { MAX_HELD_EVENTS } from '../../../domain/monitoring/monitoring.service';
import { collector, eventsOf, monitoredPage, settle } from './monitor-harness';

const pending = (): BehaviorSubject<ConsentDecision> => new BehaviorSubject<ConsentDecision>({ status: 'pending', granted: ['session'] });

describe('monitoring behind the consent gate `monitoring` (issue 11)', () => {
  it('sends nothing before the visitor decides, and everything held once they accept', async () => {
    const server = collector();
    const decisions = pending();
    const { monitor, pageHealth, clock, page, beacon } = monitoredPage(server, { consentGate: new ConsentGate(decisions, ['analytics']) });
    monitor.start();
    pageHealth.throw(new Error('before consent'));
    pageHealth.failResource('img', 'https://cdn.test/missing.png');
    clock.advance(5000);
    page.setVisible(false);
    await settle();
    // Neither by request nor by beacon, even as the page is hidden.
    expect(server.wire).toEqual([]);
    expect(beacon.sent).toEqual([]);
    page.setVisible(true);

    decisions.next({ status: 'accepted', granted: ['session', 'analytics'] });
    await settle();
    expect(eventsOf(server.wire).map((event) => event.ev_type)).toEqual(['pageview', 'js_error', 'resource_error']);
    pageHealth.throw(new Error('after consent'));
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire).map((event) => event.message ?? event.ev_type)).toEqual(['pageview', 'before consent', 'resource_error', 'after consent']);
  });

  it('drops what it held on a refusal, and sends nothing after it (nor by beacon)', async () => {
    const server = collector();
    const decisions = pending();
    const { monitor, pageHealth, clock, page, beacon } = monitoredPage(server, { consentGate: new ConsentGate(decisions, ['analytics']) });
    monitor.start();
    pageHealth.throw(new Error('held'));
    clock.advance(1000);
    decisions.next({ status: 'rejected', granted: ['session'] });
    await settle();
    pageHealth.throw(new Error('after refusal'));
    monitor.captureError(new Error('caught after refusal'));
    clock.advance(1000);
    page.leave();
    await settle();
    expect(server.wire).toEqual([]);
    expect(beacon.sent).toEqual([]);
    expect(monitor.stats).toMatchObject({ captured: 4, sent: 0, dropped: 4 });
  });

  it('holds at most 100 events while the visitor has not decided', async () => {
    const server = collector();
    const decisions = pending();
    const { monitor, pageHealth, clock } = monitoredPage(server, { consentGate: new ConsentGate(decisions, ['analytics']), init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    for (let index = 0; index < 250; index++) pageHealth.throw(new Error(`e${index}`));
    clock.advance(1000);
    decisions.next({ status: 'accepted', granted: ['session', 'analytics'] });
    await settle();
    expect(eventsOf(server.wire)).toHaveLength(MAX_HELD_EVENTS);
    expect(monitor.stats).toMatchObject({ captured: 250, sent: 100, dropped: 150 });
  });

  it('follows a later change of mind: accepted, then refused in the settings panel', async () => {
    const server = collector();
    const decisions = new BehaviorSubject<ConsentDecision>({ status: 'accepted', granted: ['session', 'analytics'] });
    const { monitor, pageHealth, clock } = monitoredPage(server, { consentGate: new ConsentGate(decisions, ['analytics']), init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    pageHealth.throw(new Error('accepted'));
    clock.advance(1000);
    await settle();
    decisions.next({ status: 'rejected', granted: ['session'] });
    pageHealth.throw(new Error('refused later'));
    clock.advance(1000);
    await settle();
    pageHealth.throw(new Error('refused later again'));
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire).map((event) => event.message)).toEqual(['accepted']);
  });
});
