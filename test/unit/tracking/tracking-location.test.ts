import { describe, expect, it, vi } from 'vitest';
import { FakeClock, FakePage, FakeRandom, InMemoryStorage, createFakeHttp } from '../../../adapters/fake/index';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { tracking as trackingFeature } from '../../../composition/features/index';
import type { VisitorLocation } from '../../../domain/location/location.service';
import { TrackingService, type TrackingLocationSource } from '../../../domain/tracking/tracking.service';
import { activity, wireCalls } from '../support/routes';

const BE_NULL = { city: 'be_null', continent: 'be_null', country: 'be_null', subdivisions: 'be_null' };
const SHANGHAI: VisitorLocation = { city: 'Shanghai', continent: 'Asia', country: 'CN', subdivisions: 'SH' };
const REPORT = 'path:/act/a/shark_report';
const LOCATION = 'path:/act/test-app/location/geonameids';

/** A location source whose answer the test gives when it likes. */
function pendingLocation() {
  let answer: (location: VisitorLocation) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const lookup = vi.fn(() => new Promise<VisitorLocation>((resolve, reject) => ((answer = resolve), (fail = reject))));
  return { source: { lookup } satisfies TrackingLocationSource, lookup, answer: (location: VisitorLocation) => answer(location), fail: (error: unknown) => fail(error) };
}

function tracking(location?: TrackingLocationSource) {
  const { http, fetchMock } = createFakeHttp();
  fetchMock.route(REPORT, { code: 0, data: null, message: 'success' });
  const service = new TrackingService(
    { http, page: new FakePage(), storage: new InMemoryStorage(), random: new FakeRandom(1), clock: new FakeClock() },
    { appId: 'a', activityId: 'b', zone: 'cn', apiOrigin: 'https://api.test' },
    { location },
  );
  const start = () => service.lookUpLocation();
  const sentParams = () => fetchMock.callHistory.calls(REPORT).map((call) => (JSON.parse(String(call.options.body)) as { shark_params: { params: Record<string, unknown> } }).shark_params.params);
  return { service, start, sentParams };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('TrackingService Location fields (SPEC §3: city, continent, country, subdivisions, default be_null)', () => {
  it('sends be_null before the lookup answers, without waiting for it, and the answer afterwards', async () => {
    const location = pendingLocation();
    const { service, start, sentParams } = tracking(location.source);
    start();

    expect(service.fields()).toMatchObject(BE_NULL);
    await expect(service.track('act_H5_open')).resolves.toBe(true);
    location.answer(SHANGHAI);
    await settle();
    expect(service.fields()).toMatchObject(SHANGHAI);
    await service.track('act_share_success');

    expect(sentParams()).toEqual([
      expect.objectContaining({ event: 'act_H5_open', ...BE_NULL }),
      expect.objectContaining({ event: 'act_share_success', ...SHANGHAI }),
    ]);
  });

  it('starts the lookup once, when started, not when built nor per event', async () => {
    const location = pendingLocation();
    const { service } = tracking(location.source);
    await settle();
    expect(location.lookup).not.toHaveBeenCalled();
    service.lookUpLocation();
    service.lookUpLocation();
    await settle();
    await service.track('one');
    await service.track('two');
    expect(location.lookup).toHaveBeenCalledTimes(1);
  });

  it('keeps be_null and keeps reporting when the lookup fails', async () => {
    const location = pendingLocation();
    const { service, start, sentParams } = tracking(location.source);
    start();
    location.fail(new Error('geo down'));
    await settle();
    await expect(service.track('act_H5_open')).resolves.toBe(true);
    expect(sentParams()).toEqual([expect.objectContaining({ event: 'act_H5_open', ...BE_NULL })]);
  });

  it('keeps be_null when the lookup throws instead of rejecting', async () => {
    const { service, start } = tracking({
      lookup: () => {
        throw new Error('not initialised');
      },
    });
    expect(() => start()).not.toThrow();
    await settle();
    expect(service.fields()).toMatchObject(BE_NULL);
  });

  it('sends be_null without a location source', () => {
    const { service, start } = tracking();
    start();
    expect(service.fields()).toMatchObject(BE_NULL);
  });
});

describe('the kit: tracking takes its Location fields from kit.location', () => {
  const sent = (kit: ReturnType<typeof createTestKit>) =>
    wireCalls(kit)
      .filter((call) => call.path.endsWith('/shark_report'))
      .map((call) => (call.body as { shark_params: { params: Record<string, unknown> } }).shark_params.params);

  it('looks the location up once when tracking starts; events after the answer carry it', async () => {
    const kit = createTestKit({ features: withFeatures(trackingFeature({ zone: 'cn' })), routes: (fetchMock) => {
        fetchMock.route('path:/act/test-app/shark_report', activity(null));
        fetchMock.route(LOCATION, activity({ city: 'Singapore', continent: 'Asia', country: 'SG', subdivisions: '' }));
      } });
    await kit.start();
    await vi.waitFor(() => expect(kit.tracking.fields().country).toBe('SG'));
    await kit.tracking.track('act_share_success');

    expect(sent(kit).find((params) => params.event === 'act_share_success')).toMatchObject({ city: 'Singapore', continent: 'Asia', country: 'SG', subdivisions: 'be_null' });
    expect(kit.fetchMock.callHistory.calls(LOCATION)).toHaveLength(1);
    expect(Object.fromEntries(new URL(kit.fetchMock.callHistory.calls(LOCATION)[0]!.url).searchParams)).toEqual({ activity_id: 'test-activity', type: '1' });
  });

  it('tries the lookup at most 3 times, then reports with be_null', async () => {
    const kit = createTestKit({ features: withFeatures(trackingFeature({ zone: 'cn', reportOpen: false })), routes: (fetchMock) => {
        fetchMock.route('path:/act/test-app/shark_report', activity(null));
        fetchMock.route(LOCATION, { status: 500 });
      } });
    await kit.start();
    await vi.waitFor(() => expect(kit.fetchMock.callHistory.calls(LOCATION)).toHaveLength(3));
    await settle();
    await expect(kit.tracking.track('act_download_start')).resolves.toBe(true);
    expect(sent(kit)).toEqual([expect.objectContaining({ event: 'act_download_start', ...BE_NULL })]);
    expect(kit.fetchMock.callHistory.calls(LOCATION)).toHaveLength(3);
  });

  it('makes no location call while tracking is off', async () => {
    const kit = createTestKit();
    await settle();
    expect(kit.fetchMock.callHistory.calls(LOCATION)).toHaveLength(0);
  });
});
