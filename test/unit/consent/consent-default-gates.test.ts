import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { consent, monitoring, tracking } from '../../../composition/features/index';
import { createTestKit, withFeatures } from '../../../composition/testing';
import type { ConsentOptions } from '../../../composition/features/consent.options';
import { optionalCookieKeys } from '../../../domain/consent/consent-config';
import { ConsentGate } from '../../../domain/consent/consent-gate';
import type { ConsentDecision } from '../../../domain/consent/consent.types';
import { activity, wireCalls } from '../support/routes';
import { CONFIG } from './fixtures';

const REPORT = 'path:/act/test-app/shark_report';
const COLLECT = 'path:/monitor_browser/collect/batch/';
const settle = async () => {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Tracking and monitoring with consent() listed; `gates` as the page gives them (none by default). */
function kitWith(gates?: ConsentOptions['gates']) {
  const kit = createTestKit({
    features: withFeatures(tracking({ zone: 'cn' }), monitoring({ sampleRates: { pageview: 1 } }), consent({ ...CONFIG, gates })),
    routes: (fetchMock) => fetchMock.route(REPORT, activity(undefined)).route(COLLECT, activity({})),
  });
  void kit.start();
  return kit;
}
const reported = (kit: Parameters<typeof wireCalls>[0]) =>
  wireCalls(kit)
    .filter((call) => call.path.endsWith('/shark_report'))
    .map((call) => (call.body as { shark_params: { params: { event: string } } }).shark_params.params.event);
const monitored = (kit: Parameters<typeof wireCalls>[0]) =>
  wireCalls(kit)
    .filter((call) => call.path === '/monitor_browser/collect/batch/')
    .flatMap((call) => (call.body as { list: { ev_type: string; message?: string }[] }).list.map((event) => event.message ?? event.ev_type));

describe('consent() listed without gates: tracking and monitoring wait for every optional cookie (issue 26, finding 7)', () => {
  it('sends nothing before the decision and what was held after Accept All', async () => {
    const kit = kitWith();
    const share = kit.tracking.track('act_share_success');
    kit.monitoring.captureError(new Error('held'));
    kit.clock.advance(5000);
    kit.monitoring.flush();
    await settle();
    expect(reported(kit)).toEqual([]);
    expect(monitored(kit)).toEqual([]);

    kit.consent.acceptAll();
    await expect(share).resolves.toBe(true);
    await settle();
    expect(reported(kit)).toEqual(['act_H5_open', 'act_share_success']);
    expect(monitored(kit)).toEqual(expect.arrayContaining(['pageview', 'held']));
  });

  it('sends nothing after Reject All, not even as the page goes', async () => {
    const kit = kitWith();
    kit.monitoring.captureError(new Error('before'));
    kit.consent.rejectAll();
    await expect(kit.tracking.track('act_share_success')).resolves.toBe(false);
    kit.monitoring.captureError(new Error('after'));
    kit.clock.advance(5000);
    kit.page.leave();
    await settle();
    expect(reported(kit)).toEqual([]);
    expect(monitored(kit)).toEqual([]);
    expect(kit.beacon.sent).toEqual([]);
    expect(kit.monitoring.stats).toMatchObject({ sent: 0, dropped: kit.monitoring.stats.captured });
  });

  it('drops what Save leaves with one optional cookie off, though the decision is accepted', async () => {
    const kit = kitWith();
    kit.consent.openPanel();
    kit.consent.toggle('analytics'); // on
    kit.consent.toggle('ads'); // off (on by default)
    kit.consent.save();
    expect(kit.consent.state.status).toBe('accepted');
    await expect(kit.tracking.track('act_share_success')).resolves.toBe(false);
  });

  it('an entry for one reporter leaves the other on the default', async () => {
    const kit = kitWith({ monitoring: ['analytics'] });
    const share = kit.tracking.track('act_share_success');
    kit.consent.openPanel();
    kit.consent.toggle('analytics'); // on
    kit.consent.toggle('ads'); // off (on by default)
    kit.consent.save();
    await expect(share).resolves.toBe(false);
    kit.monitoring.captureError(new Error('allowed'));
    kit.monitoring.flush();
    await settle();
    expect(reported(kit)).toEqual([]);
    expect(monitored(kit)).toContain('allowed');
  });

  it('an empty list is the explicit opt-out: that reporter sends at once', async () => {
    const kit = kitWith({ tracking: [], monitoring: [] });
    await expect(kit.tracking.track('act_share_success')).resolves.toBe(true);
    kit.monitoring.captureError(new Error('at once'));
    kit.monitoring.flush();
    await settle();
    expect(reported(kit)).toEqual(['act_H5_open', 'act_share_success']);
    expect(monitored(kit)).toContain('at once');
    expect(kit.consent.state.status).toBe('pending');
  });

  it('without consent() listed, nothing is gated', async () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn' })), routes: (fetchMock) => fetchMock.route(REPORT, activity(undefined)) });
    await expect(kit.tracking.track('act_share_success')).resolves.toBe(true);
  });
});

describe('the default gate', () => {
  it('needs every cookie that may change, not the locked ones', () => {
    expect(optionalCookieKeys(CONFIG)).toEqual(['analytics', 'ads']);
  });

  it('with only locked cookies, waits for the decision and admits an acceptance only', async () => {
    const decisions = new BehaviorSubject<ConsentDecision>({ status: 'pending', granted: ['session'] });
    const gate = new ConsentGate(decisions, [], { needsAcceptance: true });
    let settled = false;
    const waiting = gate.admit().then((verdict) => ((settled = true), verdict));
    await settle();
    expect(settled).toBe(false);
    decisions.next({ status: 'rejected', granted: ['session'] });
    await expect(waiting).resolves.toBe(false);
    decisions.next({ status: 'accepted', granted: ['session'] });
    await expect(gate.admit()).resolves.toBe(true);
  });

  it('with only locked cookies in the kit, tracking waits for the decision and drops on Reject All', async () => {
    const lockedOnly = { cookieTypes: [{ name: 'Necessary', cookies: [{ key: 'session', name: 'sid', allowChange: false }] }] };
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn' }), consent(lockedOnly)), routes: (fetchMock) => fetchMock.route(REPORT, activity(undefined)) });
    void kit.start();
    const share = kit.tracking.track('act_share_success');
    await settle();
    expect(reported(kit)).toEqual([]);
    kit.consent.rejectAll();
    await expect(share).resolves.toBe(false);
    expect(reported(kit)).toEqual([]);
  });
});
