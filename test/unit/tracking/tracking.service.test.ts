import { describe, expect, it } from 'vitest';
import { FakeClock, FakePage, FakeRandom, InMemoryStorage } from '../../../adapters/fake/index';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { tracking } from '../../../composition/features/index';
import { TrackingService } from '../../../domain/tracking/tracking.service';
import type { HttpRequest } from '../../../ports/http.port';
import { TRACKING_EVENTS } from '../../../domain/tracking/tracking.types';
import { activity, passport, waitForCall } from '../support/routes';

const REPORT = 'path:/act/test-app/shark_report';

describe('TrackingService (SPEC §3, §7, §9)', () => {
  it('reports act_H5_open on start through shark_report with the SPEC §3 fields', async () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn' })), url: 'https://campaign.test/?role_id=r1&server_id=s9&device_id=d7&open_id=o1', routes: (fetchMock) => fetchMock.route(REPORT, activity(undefined)) });
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(0);
    await kit.start();
    const call = await waitForCall(kit, '/shark_report');
    expect(call).toMatchObject({ method: 'POST', path: '/act/test-app/shark_report' });
    const body = call!.body as { activity_id: string; url: string; role_id: string; shark_params: { params: Record<string, unknown> } };
    expect(body.activity_id).toBe('test-activity');
    expect(body.role_id).toBe('r1');
    expect(body.shark_params.params).toMatchObject({
      event: 'act_H5_open',
      aid: 1128,
      activity_id: 'test-activity',
      role_id: 'r1',
      server_id: 's9',
      device_id: 'd7',
      user_unique_id: 'o1',
      os: 'pc',
      timestamp: kit.clock.now(),
    });
    expect(body.shark_params.params.session_id).toMatch(/^[a-z0-9]{32}$/);
  });

  it('keeps one 32-character session id in session storage', () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'sg', reportOpen: false })) });
    const id = kit.tracking.sessionId();
    expect(id).toHaveLength(32);
    expect(kit.tracking.sessionId()).toBe(id);
    expect(kit.storage.get('session', 'session_id')).toBe(id);
  });

  it('never throws a failed report into the page, and publishes it on failures$', async () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn', reportOpen: false })) });
    kit.fetchMock.route(REPORT, { throws: new TypeError('Failed to fetch') });
    const failures: string[] = [];
    kit.tracking.failures$.subscribe((failure) => failures.push(failure.event));
    await expect(kit.tracking.track(TRACKING_EVENTS.shareSuccess)).resolves.toBe(false);
    expect(failures).toEqual(['act_share_success']);
  });

  it('sends reports with the 60000 ms report timeout, not the 5000 ms default', async () => {
    const requests: HttpRequest[] = [];
    const http = { request: async (request: HttpRequest) => (requests.push(request), { status: 200, headers: {}, data: { code: 0 } as never }) };
    const tracking = new TrackingService({ http, page: new FakePage(), storage: new InMemoryStorage(), random: new FakeRandom(1), clock: new FakeClock() });
    tracking.init({ appId: 'a', activityId: 'b', zone: 'cn', apiOrigin: 'https://api.test' });
    await expect(tracking.track('custom')).resolves.toBe(true);
    expect(requests).toMatchObject([{ method: 'POST', url: 'https://api.test/act/a/shark_report', timeoutMs: 60_000 }]);
  });

  it('reports login_success_act after a sign-in, with the user as passport_id', async () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn', reportOpen: false })) });
    kit.fetchMock.route(REPORT, activity(undefined));
    kit.fetchMock.route('path:/quick_login/v2/', passport(0));
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: '7001' }));
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: '7001' } } });
    await kit.account.loginWithCode('13800000000', '1234');
    const report = await waitForCall(kit, '/shark_report');
    const body = report.body as { login_type: string; shark_params: { params: Record<string, unknown> } };
    expect(body.shark_params.params).toMatchObject({ event: 'login_success_act', passport_id: '7001', user_unique_id: '7001' });
    expect(body.login_type).toBe('mobile');
  });

  it('needs init first, and a zone cn or sg (SPEC §4)', () => {
    const clock = new FakeClock();
    const service = new TrackingService({ http: { request: () => Promise.reject(new Error('unused')) }, page: new FakePage(), storage: new InMemoryStorage(), random: new FakeRandom(1), clock });
    expect(() => service.fields()).toThrow(expect.objectContaining({ code: 'NOT_INITIALIZED' }));
    expect(() => service.init({ appId: 'a', activityId: 'b', zone: 'us' as never, apiOrigin: 'https://x.test' })).toThrow('zone is required, cn or sg');
    expect(() => service.init({ appId: 'a', activityId: 7 as never, zone: 'cn', apiOrigin: 'https://x.test' })).toThrow('activity_id must be a string');
  });
});
