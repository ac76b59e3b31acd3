import { describe, expect, it } from 'vitest';
import { ACTIVITY_ID, APP_ID, createTestApp } from './helpers';

const LOGIN_CHECK = `/act/${APP_ID}/passport/login_check?activity_id=${ACTIVITY_ID}`;
/** Seed user 李雷: reserved, share code LILEI888. */
const INVITER = { mobile: '13900000001', shareCode: 'LILEI888' };

async function data(answer: Response | Promise<Response>) {
  const body = await (await answer).json();
  expect(body).toMatchObject({ code: 0, message: 'success' });
  return body.data;
}

describe('passport/login_check', () => {
  it('says has_login false without a session', async () => {
    const t = createTestApp();
    expect(await (await t.get(LOGIN_CHECK)).json()).toEqual({
      code: 0,
      message: 'success',
      data: { has_login: false },
    });
  });

  it('says has_login true with the user ids once the session cookie is sent', async () => {
    const t = createTestApp();
    const cookie = await t.login('13800000000');
    expect(await data(t.get(LOGIN_CHECK, cookie))).toEqual({
      has_login: true,
      user_id: 1000000000000001,
      user_id_string: '1000000000000001',
    });
  });
});

describe('process/exec/v2', () => {
  it('answers Not Login! (10000) to a process that needs a login, without a session', async () => {
    const t = createTestApp();
    for (const processId of ['reserve_status', 'invite_check', 'reserve', 'share_code', 'invited_count']) {
      expect(await (await t.exec(processId)).json()).toEqual({ code: 10000, message: 'Not Login!' });
    }
  });

  it('counts reservations without a login', async () => {
    const t = createTestApp();
    const answer = await data(t.exec('reserve_count'));
    expect(answer).toEqual({
      process_exec_code: 0,
      copywriting: '',
      at_data_source_output: { code: 0, value: '1' },
      fission: { value: 0 },
    });
  });

  it('answers 10001 for an unknown activity and 10002 for an unknown process', async () => {
    const t = createTestApp();
    const unknownActivity = await t.post(`/act/${APP_ID}/process/exec/v2`, { activity_id: 'x', process_id: 'reserve' });
    expect(await unknownActivity.json()).toEqual({ code: 10001, message: 'activity not found' });
    const otherApp = await t.post('/act/other-app/process/exec/v2', { activity_id: ACTIVITY_ID, process_id: 'reserve' });
    expect(await otherApp.json()).toMatchObject({ code: 10001 });
    for (const processId of ['nope', 'constructor']) {
      expect(await (await t.exec(processId)).json()).toEqual({ code: 10002, message: 'unknown process_id' });
    }
  });

  it('reserves once: status flips to 1, the counter rises, a second try is 20003', async () => {
    const t = createTestApp();
    const cookie = await t.login('13512345678');
    expect((await data(t.exec('reserve_status', cookie))).at_data_source_output.value).toBe('0');

    expect((await data(t.exec('reserve', cookie))).process_exec_code).toBe(0);
    expect((await data(t.exec('reserve_status', cookie))).at_data_source_output.value).toBe('1');
    expect((await data(t.exec('reserve_count'))).at_data_source_output.value).toBe('2');

    expect(await data(t.exec('reserve', cookie))).toMatchObject({ process_exec_code: 20003, copywriting: '已经预约过了' });
    expect((await data(t.exec('reserve_count'))).at_data_source_output.value).toBe('2');
  });

  it('gives each user a stable 8-character share code', async () => {
    const t = createTestApp();
    const cookie = await t.login('13512345678');
    const code = (await data(t.exec('share_code', cookie))).at_data_source_output.value;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await data(t.exec('share_code', cookie))).at_data_source_output.value).toBe(code);

    const again = createTestApp();
    expect((await data(again.exec('share_code', await again.login('13512345678')))).at_data_source_output.value).toBe(
      code,
    );
  });

  it('checks invite codes: another user’s is fine, unknown is 20001, one’s own is 20002', async () => {
    const t = createTestApp();
    const cookie = await t.login('13512345678');
    expect((await data(t.exec('invite_check', cookie, { share_code: INVITER.shareCode }))).process_exec_code).toBe(0);
    expect(await data(t.exec('invite_check', cookie, { share_code: 'NOPE0000' }))).toMatchObject({
      process_exec_code: 20001,
      copywriting: '邀请码无效',
    });
    expect(await data(t.exec('invite_check', cookie))).toMatchObject({ process_exec_code: 20001 });

    const own = (await data(t.exec('share_code', cookie))).at_data_source_output.value;
    expect(await data(t.exec('invite_check', cookie, { share_code: own }))).toMatchObject({
      process_exec_code: 20002,
      copywriting: '不能使用自己的邀请码',
    });
  });

  it('raises the inviter’s count once per invitee who reserves with the code', async () => {
    const t = createTestApp();
    const inviter = await t.login(INVITER.mobile);
    const invitedCount = async () => (await data(t.exec('invited_count', inviter))).fission.value;
    expect(await invitedCount()).toBe(0);

    const visitor = await t.login('13512345678');
    await t.exec('reserve', visitor, { share_code: INVITER.shareCode });
    await t.exec('reserve', visitor, { share_code: INVITER.shareCode });
    expect(await data(t.exec('invited_count', inviter))).toMatchObject({
      at_data_source_output: { value: '1' },
      fission: { value: 1 },
    });

    const second = await t.login('13512345679');
    await t.exec('reserve', second, { share_code: INVITER.shareCode });
    expect(await invitedCount()).toBe(2);
  });

  it('reserves with one’s own code but credits nobody', async () => {
    const t = createTestApp();
    const cookie = await t.login('13512345678');
    const own = (await data(t.exec('share_code', cookie))).at_data_source_output.value;
    expect((await data(t.exec('reserve', cookie, { share_code: own }))).process_exec_code).toBe(0);
    expect((await data(t.exec('invited_count', cookie))).fission.value).toBe(0);
  });
});

describe('shark_report', () => {
  it('answers success and keeps the body for /__dev/events, oldest first', async () => {
    const t = createTestApp();
    const report = (event: string) => ({
      activity_id: ACTIVITY_ID,
      page_id: 'home',
      shark_params: { header: {}, webheader: {}, params: { event } },
    });
    expect(await (await t.post(`/act/${APP_ID}/shark_report`, report('act_H5_open'))).json()).toEqual({
      code: 0,
      message: 'success',
    });
    await t.post(`/act/${APP_ID}/shark_report`, report('act_H5_close'));

    const events = await (await t.get('/__dev/events')).json();
    expect(events).toEqual([
      { receivedAt: expect.any(Number), body: report('act_H5_open') },
      { receivedAt: expect.any(Number), body: report('act_H5_close') },
    ]);
  });

  it('counts a report sent again with the same event_id once, and /__dev/reports shows how many deliveries each had', async () => {
    const t = createTestApp();
    const report = (event: string, event_id: string) => ({ activity_id: ACTIVITY_ID, shark_params: { header: {}, webheader: {}, params: { event, event_id } } });
    for (const [event, id] of [['act_H5_open', 'e1'], ['act_H5_close', 'e2'], ['act_H5_open', 'e1'], ['act_H5_open', 'e1']]) {
      const answer = await t.post(`/act/${APP_ID}/shark_report`, report(event!, id!));
      expect(await answer.json()).toEqual({ code: 0, message: 'success' });
    }
    // The beacon's body comes as text/plain: it is read as JSON all the same.
    await t.app.request(`/act/${APP_ID}/shark_report`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(report('act_H5_close', 'e2')) });

    const events = (await (await t.get('/__dev/events')).json()) as { body: unknown }[];
    expect(events.map((event) => event.body)).toEqual([report('act_H5_open', 'e1'), report('act_H5_close', 'e2')]);
    expect(await (await t.get('/__dev/reports')).json()).toEqual([
      { eventId: 'e1', deliveries: 3, receivedAt: expect.any(Number), body: report('act_H5_open', 'e1') },
      { eventId: 'e2', deliveries: 2, receivedAt: expect.any(Number), body: report('act_H5_close', 'e2') },
    ]);
  });

  it('counts each report without an event_id, as it cannot tell them apart', async () => {
    const t = createTestApp();
    const report = { activity_id: ACTIVITY_ID, shark_params: { params: { event: 'x' } } };
    await t.post(`/act/${APP_ID}/shark_report`, report);
    await t.post(`/act/${APP_ID}/shark_report`, report);
    expect(await (await t.get('/__dev/events')).json()).toHaveLength(2);
    expect(await (await t.get('/__dev/reports')).json()).toEqual([
      { deliveries: 1, receivedAt: expect.any(Number), body: report },
      { deliveries: 1, receivedAt: expect.any(Number), body: report },
    ]);
  });
});

describe('every call', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    const t = createTestApp();
    const answer = await t.get(`/act/${APP_ID}/no-such-call`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'not found', path: `/act/${APP_ID}/no-such-call` });
  });

  it('carries a fresh x-tt-logid and leaves one log line', async () => {
    const t = createTestApp();
    const ids = [];
    for (const path of [LOGIN_CHECK, '/nowhere', '/logout/?page=/']) {
      const id = (await t.get(path)).headers.get('x-tt-logid');
      expect(id).toMatch(/^\d{14}[0-9A-F]{20}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(3);
    expect(t.logs).toEqual([
      expect.stringMatching(/^GET \/act\/demo-app\/passport\/login_check 200 \d+ms$/),
      expect.stringMatching(/^GET \/nowhere 404 \d+ms$/),
      expect.stringMatching(/^GET \/logout\/ 302 \d+ms$/),
    ]);
  });
});
