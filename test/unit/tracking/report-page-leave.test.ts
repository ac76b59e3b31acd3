import { describe, expect, it } from 'vitest';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { tracking } from '../../../composition/features/index';
import { ReportServer, reportingPage, type ReportBody } from './report-harness';

const beaconEvents = (sent: readonly { body: string }[]) => sent.map(({ body }) => (JSON.parse(body) as ReportBody).shark_params.params.event);

describe('reports flushed as the page is hidden or closed (issue 9)', () => {
  it('a page hidden mid-queue hands every unconfirmed report to the beacon, with act_H5_close, and sends nothing else while hidden', async () => {
    const server = new ReportServer((call) => (call === 1 ? 'network' : 'ok'));
    const { service, page, beacon, clock, settle } = reportingPage(server);
    const held = [service.track('one'), service.track('two')];
    await settle();
    expect(server.calls).toBe(1);

    page.setVisible(false);
    expect(beaconEvents(beacon.sent).sort()).toEqual(['act_H5_close', 'one', 'two']);
    expect(beacon.sent.every(({ url }) => url === 'https://api.test/act/a/shark_report')).toBe(true);
    clock.advance(120_000);
    await settle();
    expect(server.calls).toBe(1);
    expect(server.countedEvents().sort()).toEqual(['act_H5_close', 'one', 'two']);

    // Back in view: what the beacon carried is confirmed by a request (the server counts each id once).
    page.setVisible(true);
    clock.advance(60_000);
    await settle();
    await expect(Promise.all(held)).resolves.toEqual([true, true]);
    expect(server.countedEvents().sort()).toEqual(['act_H5_close', 'one', 'two']);
    expect(server.received.length).toBeGreaterThan(3);
  });

  it('beacons a report still unconfirmed again each time the page leaves view', async () => {
    const server = new ReportServer(() => 'network');
    const { service, page, beacon, settle } = reportingPage(server, { init: { reportClose: false } });
    void service.track('one');
    await settle();
    page.setVisible(false);
    page.setVisible(true);
    await settle();
    page.setVisible(false);
    expect(beaconEvents(beacon.sent)).toEqual(['one', 'one']);
  });

  it('beacons a report whose request is still on its way, as the request may die with the page', async () => {
    const server = new ReportServer(() => new Promise(() => undefined));
    const { service, page, beacon, settle } = reportingPage(server, { init: { reportClose: false } });
    void service.track('slow');
    await settle();
    page.leave();
    expect(beaconEvents(beacon.sent)).toEqual(['slow']);
  });

  it('hidden then pagehide (a tab being closed) beacons each report and act_H5_close once', async () => {
    const server = new ReportServer(() => 'network');
    const { service, page, beacon, settle } = reportingPage(server);
    void service.track('one');
    await settle();
    page.setVisible(false);
    page.leave();
    expect(beaconEvents(beacon.sent)).toEqual(['one', 'act_H5_close']);
  });

  it('reports act_H5_close each time the page leaves view after being back, and pagehide alone (no visibility change) counts too', async () => {
    const server = new ReportServer();
    const { page, beacon, settle } = reportingPage(server);
    page.setVisible(false);
    page.setVisible(true);
    await settle();
    page.leave();
    expect(beaconEvents(beacon.sent)).toEqual(['act_H5_close', 'act_H5_close']);
    expect(new Set(beacon.sent.map(({ body }) => (JSON.parse(body) as ReportBody).shark_params.params.event_id)).size).toBe(2);
  });

  it('sends a report made while the page is hidden by beacon at once', async () => {
    const server = new ReportServer();
    const { service, page, beacon, settle } = reportingPage(server, { init: { reportClose: false } });
    page.setVisible(false);
    void service.track('late');
    await settle();
    expect(beaconEvents(beacon.sent)).toEqual(['late']);
    expect(server.calls).toBe(0);
  });

  it('keeps what the beacon refused (over its size budget) for the next visit, which sends it', async () => {
    const server = new ReportServer(() => 'network');
    const first = reportingPage(server, { init: { reportClose: false } });
    first.beacon.accept = false;
    void first.service.track('kept');
    await first.settle();
    first.page.leave();
    expect(first.beacon.sent).toEqual([]);

    server.plan = () => 'ok';
    const next = reportingPage(server, { storage: first.storage, init: { reportClose: false } });
    next.service.sendPending();
    await next.drain(1);
    expect(server.countedEvents()).toEqual(['kept']);
    expect(next.storage.get('local', 'tracking_reports')).toMatchObject({ reports: [] });
  });

  it('without a beacon (a platform that has none) keeps sending by request while hidden', async () => {
    const server = new ReportServer();
    const { service, page, settle } = reportingPage(server, { beacon: false, init: { reportClose: false } });
    page.setVisible(false);
    await expect(service.track('x')).resolves.toBe(true);
    await settle();
    expect(server.countedEvents()).toEqual(['x']);
  });
});

describe('act_H5_close in a kit (SPEC §9)', () => {
  it('is reported through the beacon when the page is hidden, and not with reportClose: false', () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn', reportOpen: false })) });
    void kit.tracking;
    kit.page.setVisible(false);
    expect(beaconEvents(kit.beacon.sent)).toEqual(['act_H5_close']);
    expect(kit.beacon.sent[0]!.url).toBe('https://campaign.test/act/test-app/shark_report');

    const quiet = createTestKit({ features: withFeatures(tracking({ zone: 'cn', reportOpen: false, reportClose: false })) });
    void quiet.tracking;
    quiet.page.setVisible(false);
    expect(quiet.beacon.sent).toEqual([]);
  });
});
