import { describe, expect, it } from 'vitest';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { reservation, tracking } from '../../../composition/features/index';
import type { CampaignKitError } from '../../../ports/errors';
import { activity, process, wireCalls } from '../support/routes';

const EXEC = 'path:/act/test-app/process/exec/v2';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Server {
  reserved: boolean;
  shareCodes: Record<string, string>;
  invited: number;
  total: number;
  loggedIn: boolean;
  reserveDelayMs?: number;
  /** The visitor's own code, as the share_code process answers it. Defaults to `MYCODE01`. */
  ownCode?: string;
  /** How the next `reserve` answer is lost after the server reserved: cut short, or the connection dropped. */
  loseReserveAnswer?: 'cut' | 'dropped';
}

/** A small in-test server of the six processes, so the kit's flow is checked step by step. */
function serve(kit: TestKit, server: Server) {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', () =>
    server.loggedIn ? activity({ has_login: true, user_id_string: '7001' }) : activity({ has_login: false }),
  );
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: '7001', name: 'Bob' } } });
  kit.fetchMock.route(EXEC, (call) => {
    const body = JSON.parse(String(call.options.body)) as { process_id: string; extra_args: { share_code?: string } };
    switch (body.process_id) {
      case 'reserve_status':
        return process({ at_data_source_output: { code: 0, value: server.reserved ? '1' : '0' } });
      case 'invite_check':
        return body.extra_args.share_code && server.shareCodes[body.extra_args.share_code]
          ? process()
          : process({ process_exec_code: 20001, copywriting: '邀请码无效' });
      case 'reserve': {
        if (server.reserved) return process({ process_exec_code: 20002, copywriting: '已经预约过了' });
        server.reserved = true;
        server.total += 1;
        const lost = server.loseReserveAnswer;
        server.loseReserveAnswer = undefined;
        if (lost === 'cut') return { status: 200, body: '{"code":0,"message":"succ' };
        if (lost === 'dropped') return { throws: new TypeError('Failed to fetch') };
        return process({ copywriting: '预约成功' });
      }
      case 'share_code':
        return process({ at_data_source_output: { code: 0, value: server.ownCode ?? 'MYCODE01' } });
      case 'invited_count':
        return process({ fission: { value: server.invited }, at_data_source_output: { code: 0, value: String(server.invited) } });
      case 'reserve_count':
        return process({ at_data_source_output: { code: 0, value: String(server.total) } });
      default:
        return activity(undefined, 10002, 'unknown process_id');
    }
  });
}

const processCalls = (kit: TestKit) =>
  wireCalls(kit)
    .filter((call) => call.path.endsWith('/process/exec/v2'))
    .map((call) => call.body as { process_id: string; extra_args: Record<string, string> });

const newServer = (patch: Partial<Server> = {}): Server => ({ reserved: false, shareCodes: { FRIEND01: '7000' }, invited: 0, total: 10, loggedIn: true, ...patch });

describe('ReservationService (SPEC §4 Reservation kit)', () => {
  it('reserves without a code when the page has none, then loads the share code and invited count', async () => {
    const kit = createTestKit({ url: 'https://campaign.test/spring?from_source=ad', features: withFeatures(reservation({ shareParams: ['from_source'] })) });
    serve(kit, newServer({ invited: 2 }));
    const result = await kit.reservation.reserve();
    expect(result).toEqual({ reserved: true, widthCode: false, message: '预约成功', code: 0 });
    expect(processCalls(kit).map((c) => c.process_id)).toEqual(['reserve_status', 'reserve', 'share_code', 'invited_count']);
    expect(processCalls(kit)[1]!.extra_args).toEqual({});
    expect(kit.reservation.state).toMatchObject({
      status: 'reserved',
      invitedCount: 2,
      share: {
        shareUrl: 'https://campaign.test/spring?from_source=ad&share_code=MYCODE01',
        originCode: 'MYCODE01',
        urlParamKey: 'share_code',
        urlParamValue: 'MYCODE01',
      },
    });
  });

  it("builds the share link from the page's origin and path, share_code and the named campaign parameters only", async () => {
    const page = 'https://campaign.test/spring/index.html?token=abc&open_id=x&code=y&role_id=r1&device_id=d1&channel=ad#access_token=t';
    const kit = createTestKit({ url: page, features: withFeatures(reservation({ shareParams: ['channel', 'from_source'] })) });
    serve(kit, newServer());
    await kit.reservation.reserve();
    const shareUrl = kit.reservation.state.share!.shareUrl;
    expect(shareUrl).toBe('https://campaign.test/spring/index.html?channel=ad&share_code=MYCODE01');
    for (const leaked of ['token', 'open_id', 'code', 'role_id', 'device_id']) expect(new URL(shareUrl).searchParams.has(leaked)).toBe(false);
    expect(new URL(shareUrl).hash).toBe('');
  });

  it('carries no page parameter on by default', async () => {
    const kit = createTestKit({ url: 'https://campaign.test/?token=abc&open_id=x&code=y' });
    serve(kit, newServer());
    expect((await kit.reservation.shareCode()).shareUrl).toBe('https://campaign.test/?share_code=MYCODE01');
  });

  it('refuses a malformed share code from the server (系统出错), and shareParams that are not names', async () => {
    const kit = createTestKit();
    serve(kit, newServer({ ownCode: 'AB&token=x' }));
    await expect(kit.reservation.shareCode()).rejects.toMatchObject({ code: 'PROCESS', message: '系统出错' });
    expect(() => createTestKit({ features: withFeatures(reservation({ shareParams: ['ok', 'not a name'] })) }).reservation).toThrowError(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'reservation shareParams needs parameter names, got "not a name"' }),
    );
  });

  it('never sends on a malformed share_code from the address: it is not usable', async () => {
    for (const code of ['x'.repeat(65), 'AB"><script>', 'AB CD']) {
      const kit = createTestKit({ url: `https://campaign.test/?share_code=${encodeURIComponent(code)}` });
      serve(kit, newServer());
      expect(await kit.reservation.reserve()).toMatchObject({ reserved: true, widthCode: false });
      expect(processCalls(kit).map((c) => c.process_id)).not.toContain('invite_check');
      expect(processCalls(kit).find((c) => c.process_id === 'reserve')!.extra_args).toEqual({});
    }
  });

  it('sends the SPEC §3 process payload to POST /act/{app_id}/process/exec/v2', async () => {
    const page = 'https://campaign.test/spring?device_id=dev-42&launch_from=banner&from_source=ad&token=secret&share_code=FRIEND01';
    const kit = createTestKit({ url: page, userAgent: ANDROID_CHROME, features: withFeatures(tracking({ zone: 'cn', channelAppId: 'ch-9', reportOpen: false })) });
    serve(kit, newServer());
    await kit.reservation.reserve();
    const calls = wireCalls(kit).filter((c) => c.path === '/act/test-app/process/exec/v2');
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST', 'POST', 'POST', 'POST']);
    // share_url is the invite link the visitor came by: origin, path and share_code, not the visitor's token or ids.
    const fromPage = { login_type: 'passport', channel_app_id: 'ch-9', did: 'dev-42', platform: 'android', launch_from: 'banner', from_source: 'ad', share_url: 'https://campaign.test/spring?share_code=FRIEND01' };
    expect(calls[0]!.body).toEqual({ activity_id: 'test-activity', process_id: 'reserve_status', extra_args: {}, front_params: '{}', ...fromPage });
    expect(calls[2]!.body).toEqual({
      activity_id: 'test-activity',
      process_id: 'reserve',
      extra_args: { share_code: 'FRIEND01' },
      front_params: '{"share_code":"FRIEND01"}',
      ...fromPage,
    });
  });

  it('sends every payload field, empty where the page has no value, and platform pc on a desktop', async () => {
    const kit = createTestKit();
    serve(kit, newServer());
    await kit.reservation.refresh();
    expect(wireCalls(kit).find((c) => c.path.endsWith('/process/exec/v2'))!.body).toEqual({
      activity_id: 'test-activity',
      login_type: 'passport',
      channel_app_id: '',
      process_id: 'reserve_status',
      extra_args: {},
      front_params: '{}',
      did: '',
      platform: 'pc',
      launch_from: '',
      from_source: '',
      share_url: '',
    });
  });

  it('reads did, launch_from and from_source from the hash too, and sends ios from an iPhone', async () => {
    const kit = createTestKit({ url: 'https://campaign.test/#/home?device_id=dev-7&launch_from=feed&from_source=push', userAgent: IPHONE_SAFARI });
    serve(kit, newServer());
    await kit.reservation.refresh();
    expect(wireCalls(kit).find((c) => c.path.endsWith('/process/exec/v2'))!.body).toMatchObject({ did: 'dev-7', launch_from: 'feed', from_source: 'push', platform: 'ios', share_url: '' });
  });

  it("sends login_type no_login for the milestone counter, which needs no login (SPEC §6)", async () => {
    const kit = createTestKit();
    serve(kit, newServer({ loggedIn: false }));
    await kit.reservation.milestone();
    expect(wireCalls(kit)[0]!.body).toMatchObject({ process_id: 'reserve_count', login_type: 'no_login' });
  });

  it('checks a share_code from the address and reserves with it when usable', async () => {
    const kit = createTestKit({ url: 'https://campaign.test/?share_code=FRIEND01' });
    serve(kit, newServer());
    const result = await kit.reservation.reserve();
    expect(result).toMatchObject({ reserved: true, widthCode: true, code: 0 });
    const calls = processCalls(kit);
    expect(calls.map((c) => c.process_id).slice(0, 3)).toEqual(['reserve_status', 'invite_check', 'reserve']);
    expect(calls[1]!.extra_args).toEqual({ share_code: 'FRIEND01' });
    expect(calls[2]!.extra_args).toEqual({ share_code: 'FRIEND01' });
  });

  it('reserves without the code when it is not usable', async () => {
    const kit = createTestKit({ url: 'https://campaign.test/#/home?share_code=NOPE' });
    serve(kit, newServer());
    const result = await kit.reservation.reserve();
    expect(result.widthCode).toBe(false);
    expect(processCalls(kit)[2]).toMatchObject({ process_id: 'reserve', extra_args: {} });
  });

  it('answers code 1 when already reserved, without reserving again', async () => {
    const kit = createTestKit();
    serve(kit, newServer({ reserved: true }));
    const events: boolean[] = [];
    kit.reservation.reserved$.subscribe((event) => events.push(event.firstTime));
    expect(await kit.reservation.reserve()).toMatchObject({ reserved: true, code: 1 });
    expect(processCalls(kit).map((c) => c.process_id)).not.toContain('reserve');
    expect(events).toEqual([false]);
  });

  it('a second click while a reservation is in flight does not reserve twice', async () => {
    const kit = createTestKit();
    const server = newServer();
    serve(kit, server);
    const [first, second] = await Promise.all([kit.reservation.reserve(), kit.reservation.reserve()]);
    expect(second).toBe(first);
    expect(processCalls(kit).filter((c) => c.process_id === 'reserve')).toHaveLength(1);
    expect(server.total).toBe(11);
  });

  it('fails with Not Login! when nobody is logged in, before any process call', async () => {
    const kit = createTestKit();
    serve(kit, newServer({ loggedIn: false }));
    const error = await kit.reservation.reserve().catch((e: CampaignKitError) => e);
    expect(error).toMatchObject({ code: 'NOT_LOGIN', message: 'Not Login!' });
    expect(processCalls(kit)).toHaveLength(0);
  });

  it('fails with the copywriting when process_exec_code is not 0, else 系统出错', async () => {
    const kit = createTestKit();
    serve(kit, newServer());
    kit.fetchMock.removeRoutes();
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: '1' }));
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: '1' } } });
    let n = 0;
    kit.fetchMock.route(EXEC, () =>
      n++ === 0 ? process({ process_exec_code: 30001, copywriting: '活动已结束' }) : process({ process_exec_code: 30002 }),
    );
    expect(await kit.reservation.reserve().catch((e: CampaignKitError) => e)).toMatchObject({ code: 'PROCESS', message: '活动已结束', errorCode: 30001 });
    expect(kit.reservation.state.status).toBe('failed');
    expect(await kit.reservation.reserve().catch((e: CampaignKitError) => e)).toMatchObject({ code: 'PROCESS', message: '系统出错' });
  });

  it('reads the milestone counter without a login (SPEC §6)', async () => {
    const kit = createTestKit();
    serve(kit, newServer({ loggedIn: false, total: 1234 }));
    expect(await kit.reservation.milestone()).toBe(1234);
    expect(wireCalls(kit).map((c) => c.path)).toEqual(['/act/test-app/process/exec/v2']);
  });

  it('uses the configured process ids', async () => {
    const kit = createTestKit({ features: withFeatures(reservation({ processIds: { reserveCount: '7788' } })) });
    kit.fetchMock.route(EXEC, process({ at_data_source_output: { code: 0, value: '5' } }));
    await kit.reservation.milestone();
    expect(processCalls(kit)[0]!.process_id).toBe('7788');
  });

  it('refresh() reports the reserved state without reserving', async () => {
    const kit = createTestKit();
    serve(kit, newServer());
    expect(await kit.reservation.refresh()).toBe(false);
    expect(kit.reservation.state.status).toBe('not-reserved');
    expect(processCalls(kit).map((c) => c.process_id)).toEqual(['reserve_status']);
  });
});

describe('ReservationService: one answer for every widget (no request twice)', () => {
  const ids = (kit: TestKit) => processCalls(kit).map((call) => call.process_id);

  it('load() asks once for loads made at once (widgets mounting) and answers later loads from the state', async () => {
    const kit = createTestKit();
    serve(kit, newServer({ reserved: true, invited: 2 }));
    expect(await Promise.all([kit.reservation.load(), kit.reservation.load()])).toEqual([true, true]);
    expect(await kit.reservation.load()).toBe(true);
    expect(kit.reservation.state).toMatchObject({ status: 'reserved', invitedCount: 2, share: { originCode: 'MYCODE01' } });
    expect(ids(kit).sort()).toEqual(['invited_count', 'reserve_status', 'share_code']);
  });

  it('reserve() after a load answers step 2 from it; the re-check after asks nothing', async () => {
    const kit = createTestKit();
    serve(kit, newServer());
    expect(await kit.reservation.load()).toBe(false);
    expect((await kit.reservation.reserve()).code).toBe(0);
    expect(await kit.reservation.load()).toBe(true);
    expect(ids(kit).sort()).toEqual(['invited_count', 'reserve', 'reserve_status', 'share_code']);
  });

  it('refresh() asks again, and load() asks again for another visitor', async () => {
    const kit = createTestKit();
    const server = newServer();
    serve(kit, server);
    expect(await kit.reservation.load()).toBe(false);
    server.reserved = true;
    expect(await kit.reservation.load()).toBe(false);
    expect(await kit.reservation.refresh()).toBe(true);
    expect(ids(kit).filter((id) => id === 'reserve_status')).toHaveLength(2);

    kit.fetchMock.removeRoutes();
    const other = newServer({ reserved: false });
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: '7002' }));
    kit.fetchMock.route(EXEC, process({ at_data_source_output: { code: 0, value: other.reserved ? '1' : '0' } }));
    await kit.account.check({ fresh: true });
    expect(await kit.reservation.load()).toBe(false);
  });

  it.each(['cut', 'dropped'] as const)('after a reserve whose answer was lost (%s), the next reserve asks the status first and loads the share link', async (lost) => {
    const kit = createTestKit();
    const server = newServer({ loseReserveAnswer: lost, invited: 3 });
    serve(kit, server);
    expect(await kit.reservation.load()).toBe(false);
    await expect(kit.reservation.reserve()).rejects.toMatchObject({ name: 'CampaignKitError' });
    expect(server.reserved).toBe(true);

    expect(await kit.reservation.reserve()).toMatchObject({ reserved: true, code: 1 });
    expect(kit.reservation.state).toMatchObject({ status: 'reserved', invitedCount: 3, share: { originCode: 'MYCODE01' } });
    expect(ids(kit).filter((id) => id === 'reserve')).toHaveLength(1);
    expect(ids(kit).filter((id) => id === 'reserve_status')).toHaveLength(2);
  });

  it('after a failed reserve, load() asks the status again', async () => {
    const kit = createTestKit();
    const server = newServer({ loseReserveAnswer: 'cut' });
    serve(kit, server);
    expect(await kit.reservation.load()).toBe(false);
    await expect(kit.reservation.reserve()).rejects.toMatchObject({ name: 'CampaignKitError' });
    expect(await kit.reservation.load()).toBe(true);
    expect(ids(kit).filter((id) => id === 'reserve_status')).toHaveLength(2);
  });

  it('milestone() asks once for counts asked at once, and again afterwards', async () => {
    const kit = createTestKit();
    serve(kit, newServer({ total: 12 }));
    expect(await Promise.all([kit.reservation.milestone(), kit.reservation.milestone()])).toEqual([12, 12]);
    expect(await kit.reservation.milestone()).toBe(12);
    expect(ids(kit)).toEqual(['reserve_count', 'reserve_count']);
  });
});

describe('ProcessApi per-code handlers (SPEC §8)', () => {
  it('answers failures as success false, or through a registered handler', async () => {
    const kit = createTestKit();
    kit.fetchMock.route(EXEC, activity(undefined, 10000, 'Not Login!'));
    expect(await kit.reservation.process.exec('x')).toMatchObject({ success: false, code: 10000, message: 'Not Login!' });
    kit.reservation.process.onCode(10000, () => ({ success: true, data: { copywriting: 'handled' } }));
    expect(await kit.reservation.process.exec('x')).toEqual({ success: true, data: { copywriting: 'handled' } });
  });
});
