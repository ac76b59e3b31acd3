import { describe, expect, it, vi } from 'vitest';
import { FakeClock, FakePage, FakeRandom, InMemoryStorage } from '../../../adapters/fake/index';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { tracking } from '../../../composition/features/index';
import { TrackingService } from '../../../domain/tracking/tracking.service';
import type { HttpRequest } from '../../../ports/http.port';
import { TRACKING_EVENTS, type TrackingFailure, type TrackingServiceOptions } from '../../../domain/tracking/tracking.types';
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
      os: 'pc',
      timestamp: kit.clock.now(),
    });
    expect(body.shark_params.params.session_id).toMatch(/^[a-z0-9]{32}$/);
    // open_id in the address is not the user (issue 9, finding 3): no one logged in, no user id.
    expect(body.shark_params.params).not.toHaveProperty('user_unique_id');
  });

  it.each([
    ['a hash route', 'https://campaign.test/#/home?'],
    ['a bare hash', 'https://campaign.test/#'],
  ])('SPEC §2: reads the page parameters from %s too, the query winning a name both carry', async (_name, prefix) => {
    const hash = 'open_id=o2&role_id=r2&device_id=d2&server_id=s2&from_source=ad&token=t2&version_name=2.1.0&channel=store';
    const url = `${prefix}${hash}`.replace('https://campaign.test/', 'https://campaign.test/?role_id=from-query');
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn', reportOpen: false })), url, routes: (fetchMock) => fetchMock.route(REPORT, activity(undefined)) });
    expect(kit.tracking.fields()).toMatchObject({ role_id: 'from-query', device_id: 'd2', server_id: 's2', launch_from: 'ad' });
    await kit.tracking.track('act_H5_open');
    const body = (await waitForCall(kit, '/shark_report')).body as Record<string, unknown>;
    expect(body).toMatchObject({ open_id: 'o2', role_id: 'from-query', device_id: 'd2', server_id: 's2', from_source: 'ad', token: '[redacted]', version_name: '2.1.0', channel: 'store' });
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.44', 'ios'],
    ['Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0', 'pc'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 'pc'],
    ['', 'pc'],
  ])('reports the os field from the device detector: %s is %s', (userAgent, os) => {
    const tracking = new TrackingService({ http: { request: async () => ({ status: 200, headers: {}, data: { code: 0 } as never }) }, page: new FakePage({ userAgent }), storage: new InMemoryStorage(), random: new FakeRandom(1), clock: new FakeClock() }, { appId: 'a', activityId: 'b', zone: 'cn', apiOrigin: 'https://api.test' });
    expect(tracking.fields().os).toBe(os);
  });

  it("init without app_id says so in tracking's words, not the account module's", () => {
    const ports = { http: createFakeHttp().http, page: new FakePage(), storage: new InMemoryStorage(), random: new FakeRandom(1), clock: new FakeClock() };
    expect(() => new TrackingService(ports, { appId: '', activityId: 'b', zone: 'cn', apiOrigin: 'https://api.test' })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'Tracking init fail, app_id is undefined' }),
    );
  });

  it('keeps one 32-character session id in session storage', () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'sg', reportOpen: false })) });
    const id = kit.tracking.sessionId();
    expect(id).toHaveLength(32);
    expect(kit.tracking.sessionId()).toBe(id);
    expect(kit.storage.get('session', 'session_id')).toBe(id);
  });

  it('never throws a failed report into the page, and publishes it to the onFailure listeners with the wait before its retry', async () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn', reportOpen: false })) });
    kit.fetchMock.route(REPORT, { throws: new TypeError('Failed to fetch') });
    const failures: TrackingFailure[] = [];
    kit.tracking.onFailure((failure) => failures.push(failure));
    void kit.tracking.track(TRACKING_EVENTS.shareSuccess);
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]).toMatchObject({ event: 'act_share_success', error: expect.objectContaining({ code: 'NETWORK' }), retryInMs: expect.any(Number) });
  });

  it('publishes each failure to every listener until it stops listening; a listener that throws stops neither the report nor the others', async () => {
    const clock = new FakeClock();
    const http = { request: async () => ({ status: 400, headers: {}, data: '' as never }) };
    const refused = expect.objectContaining({ code: 'HTTP_STATUS', status: 400 });
    const service = new TrackingService({ http, page: new FakePage(), storage: new InMemoryStorage(), random: new FakeRandom(1), clock }, { appId: 'a', activityId: 'b', zone: 'cn', apiOrigin: 'https://api.test' });
    const first: Array<[string, unknown]> = [];
    const second: string[] = [];
    const broken = new Error('listener bug');
    const stopFirst = service.onFailure(({ event, error }) => first.push([event, error]));
    service.onFailure(() => {
      throw broken;
    });
    service.onFailure(({ event }) => second.push(event));
    await expect(service.track('one')).resolves.toBe(false);
    expect(first).toEqual([['one', refused]]);
    expect(second).toEqual(['one']);
    // The listener's own error is not swallowed: it is rethrown on its own, outside the report.
    expect(() => clock.advance(0)).toThrow(broken);
    stopFirst();
    stopFirst();
    await expect(service.report({ event: 'two' })).resolves.toBe(false);
    expect(first).toHaveLength(1);
    expect(second).toEqual(['one', 'shark_report']);
  });

  it('sends reports with the 60000 ms report timeout, not the 5000 ms default', async () => {
    const requests: HttpRequest[] = [];
    const http = { request: async (request: HttpRequest) => (requests.push(request), { status: 200, headers: {}, data: { code: 0 } as never }) };
    const tracking = new TrackingService({ http, page: new FakePage(), storage: new InMemoryStorage(), random: new FakeRandom(1), clock: new FakeClock() }, { appId: 'a', activityId: 'b', zone: 'cn', apiOrigin: 'https://api.test' });
    await expect(tracking.track('custom')).resolves.toBe(true);
    expect(requests).toMatchObject([{ method: 'POST', url: 'https://api.test/act/a/shark_report', timeoutMs: 60_000 }]);
  });

  it('reports login_success_act after a login, with the user as passport_id', async () => {
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

  it('reports login_type as the method actually used: email for an email code, password for a password', async () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn', reportOpen: false })) });
    kit.fetchMock.route(REPORT, activity(undefined));
    kit.fetchMock.route('path:/passport/web/email/code_login/', { status: 200, body: { message: 'success', data: { user_id_str: '7002' } } });
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: '7002' }));
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: '7002' } } });
    await kit.account.loginWithEmailCode('player@example.com', '1234');
    expect(kit.account.state.loginMethod).toBe('email');
    const report = await waitForCall(kit, '/shark_report');
    expect((report.body as { login_type: string }).login_type).toBe('email');
  });

  it('needs an http(s) origin, a zone cn or sg and a string activity_id (SPEC §4)', () => {
    const ports = { http: { request: () => Promise.reject(new Error('unused')) }, page: new FakePage(), storage: new InMemoryStorage(), random: new FakeRandom(1), clock: new FakeClock() };
    const build = (options: TrackingServiceOptions) => () => new TrackingService(ports, options);
    expect(build({ appId: 'a', activityId: 'b', zone: 'cn', apiOrigin: 'ftp://x.test' })).toThrow('apiOrigin must be an http(s) origin, got "ftp://x.test"');
    expect(build({ appId: 'a', activityId: 'b', zone: 'us' as never, apiOrigin: 'https://x.test' })).toThrow('zone is required, cn or sg');
    expect(build({ appId: 'a', activityId: 7 as never, zone: 'cn', apiOrigin: 'https://x.test' })).toThrow('activity_id must be a string');
  });
});
