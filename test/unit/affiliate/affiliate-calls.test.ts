import { describe, expect, it } from 'vitest';
import { AffiliateApi } from '../../../domain/affiliate/affiliate.service';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { CampaignKitError } from '../../../ports/errors';
import { ok, passportHarness, rejection } from '../passport/support';

const CSRF = 'csrf-aff';

function harness(data: Record<string, unknown> = {}) {
  const h = passportHarness({ cookies: { passport_csrf_token: CSRF }, config: { signingScriptUrl: false, subjectAid: 77, affMultiLogin: true } });
  h.fetchMock.route('*', ok(data));
  return { ...h, api: new AffiliateApi(h.client) };
}

type Case = [name: string, call: (a: AffiliateApi) => Promise<unknown>, method: 'GET' | 'POST', path: string, fields: Record<string, string>];

const o = obfuscate;
const P = '/passport/aff/web';
const CASES: Case[] = [
  ['send_code', (a) => a.account.sendCode({ mobile: '13800000000', type: 24 }), 'POST', `${P}/send_code/`, { mobile: o('13800000000'), type: o('24'), mix_mode: '1' }],
  ['email/send_code', (a) => a.account.sendEmailCode({ email: 'm@x.co', type: 13 }), 'POST', `${P}/email/send_code/`, { email: o('m@x.co'), type: o('13') }],
  ['mobile/check_code', (a) => a.account.checkCode({ by: 'mobile', mobile: '13800000000', code: '1234', type: 22 }), 'POST', `${P}/mobile/check_code/`, { mobile: o('13800000000'), code: o('1234'), type: o('22') }],
  ['email/check_code', (a) => a.account.checkCode({ by: 'email', code: '1234', type: 22 }), 'POST', `${P}/email/check_code/`, { code: o('1234'), type: o('22') }],
  ['sms_login', (a) => a.account.smsLogin({ mobile: '13800000000', code: '1234' }), 'POST', `${P}/sms_login/`, { mobile: o('13800000000'), code: o('1234'), need_frozen_user: '0' }],
  ['email/login', (a) => a.account.emailLogin({ email: 'm@x.co', code: '1234', needFrozenUser: 1 }), 'POST', `${P}/email/login/`, { email: o('m@x.co'), need_frozen_user: '1' }],
  ['user/login', (a) => a.account.passwordLogin({ account: 'boss', password: 'pw' }), 'POST', `${P}/user/login/`, { account: o('boss'), password: o('pw') }],
  ['auth/login', (a) => a.account.oauthLogin({ platformAppId: 9, platform: 'lark', code: 'c' }), 'POST', `${P}/auth/login/`, { platform_app_id: '9', platform: 'lark', code: o('c') }],
  ['subject/login/list', (a) => a.account.subjectLoginList(), 'GET', `${P}/subject/login/list/`, {}],
  ['subject/login', (a) => a.account.subjectLogin({ subjectUid: 'S1', identityId: 'I1' }), 'POST', `${P}/subject/login/`, { login_subject_uid: 'S1', user_identity_id: 'I1' }],
  ['logout', (a) => a.account.logout(), 'POST', `${P}/logout/`, {}],
  ['member/switch', (a) => a.account.switchMember('I2'), 'POST', `${P}/member/switch/`, { to_sec_member_id: 'I2' }],
  ['mobile/register', (a) => a.account.register({ mobile: '13800000000', code: '1', password: 'pw', subjectName: 'Acme' }), 'POST', `${P}/mobile/register/`, { subject_name: 'Acme', password: o('pw') }],
  ['email/register', (a) => a.account.register({ email: 'm@x.co', code: '1', subjectName: 'Acme' }), 'POST', `${P}/email/register/`, { email: o('m@x.co'), subject_name: 'Acme' }],
  ['mobile/register_only_user', (a) => a.account.register({ mobile: '13800000000', code: '1', name: 'Li', onlyUser: true }), 'POST', `${P}/mobile/register_only_user/`, { name: 'Li' }],
  ['email/register_only_user', (a) => a.account.register({ email: 'm@x.co', code: '1', onlyUser: true }), 'POST', `${P}/email/register_only_user/`, { code: o('1') }],
  ['password/reset', (a) => a.account.resetPassword({ email: 'm@x.co', code: '1', password: 'new' }), 'POST', `${P}/password/reset/`, { email: o('m@x.co'), password: o('new') }],
  ['invitation/mobile', (a) => a.invitations.byMobile({ mobile: '13800000000', deputyName: 'Wu', roleKeys: ['r1'] }), 'POST', `${P}/invitation/mobile/`, { mobile: o('13800000000'), deputy_name: 'Wu', role_keys: '["r1"]' }],
  ['invitation/email', (a) => a.invitations.byEmail({ email: 'm@x.co', deputyName: 'Wu', nextUrl: 'https://c.test/aff' }), 'POST', `${P}/invitation/email/`, { email: o('m@x.co'), next_url: 'https://c.test/aff' }],
  ['invitation/lark', (a) => a.invitations.byLark({ larkId: 'ou_1', deputyName: 'Wu' }), 'POST', `${P}/invitation/lark/`, { lark_id: 'ou_1', deputy_name: 'Wu' }],
  ['invitation/list', (a) => a.invitations.list(), 'GET', `${P}/invitation/list/1/`, { page_size: '10' }],
  ['invitation/list page 3', (a) => a.invitations.list({ page: 3, pageSize: 5 }), 'GET', `${P}/invitation/list/3/`, { page_size: '5' }],
  ['invitation/cancel', (a) => a.invitations.cancel('inv1'), 'POST', `${P}/invitation/cancel/`, { invite_id: 'inv1' }],
  ['invitation/resend', (a) => a.invitations.resend('inv1'), 'POST', `${P}/invitation/resend/`, { invite_id: 'inv1' }],
  ['invitation/update', (a) => a.invitations.update({ inviteId: 'inv1', deputyName: 'Zhou' }), 'POST', `${P}/invitation/update/`, { invite_id: 'inv1', deputy_name: 'Zhou' }],
  ['invitation/check', (a) => a.invitations.check('tkt'), 'GET', `${P}/invitation/check/`, { invite_ticket: 'tkt' }],
  ['invitation/accept', (a) => a.invitations.accept('tkt'), 'POST', `${P}/invitation/accept/`, { invite_ticket: 'tkt' }],
  ['subject/create/username', (a) => a.subjects.create({ subjectName: 'B', manager: { username: 'boss', password: 'pw' } }), 'POST', `${P}/subject/create/username/`, { username: o('boss'), subject_name: 'B', is_frozen: '0' }],
  ['subject/create/mobile', (a) => a.subjects.create({ subjectName: 'B', manager: { mobile: '13800000000' } }), 'POST', `${P}/subject/create/mobile/`, { mobile: o('13800000000') }],
  ['subject/create/email', (a) => a.subjects.create({ subjectName: 'B', baseInfos: { city: 'SH' }, manager: { email: 'm@x.co' } }), 'POST', `${P}/subject/create/email/`, { base_infos: '{"city":"SH"}' }],
  ['subject/all/list', (a) => a.subjects.listSubjects({ page: 2 }), 'GET', `${P}/subject/all/list/2/`, { page_size: '10' }],
  ['deputy/list', (a) => a.subjects.listDeputies(), 'GET', `${P}/deputy/list/1/`, { page_size: '10' }],
  ['identity/list', (a) => a.subjects.listIdentities({ pageSize: 20 }), 'GET', `${P}/identity/list/1/`, { page_size: '20' }],
  ['deputy/update', (a) => a.subjects.updateDeputy({ identityId: 'I1', deputyName: 'Zhou' }), 'POST', `${P}/deputy/update/`, { user_identity_id: 'I1', deputy_name: 'Zhou' }],
  ['deputy/freeze', (a) => a.subjects.freezeDeputy({ identityId: 'I1', isFrozen: 1 }), 'POST', `${P}/deputy/freeze/`, { user_identity_id: 'I1', is_frozen: '1' }],
  ['deputy/delete', (a) => a.subjects.deleteDeputy('I1'), 'POST', `${P}/deputy/delete/`, { user_identity_id: 'I1' }],
  ['subject/update', (a) => a.subjects.updateSubject({ subjectUid: 'S1', subjectName: 'New' }), 'POST', `${P}/subject/update/`, { sec_subject_uid: 'S1', subject_name: 'New' }],
  ['subject/freeze', (a) => a.subjects.freezeSubject({ subjectUid: 'S1', isFrozen: 0 }), 'POST', `${P}/subject/freeze/`, { sec_subject_uid: 'S1', is_frozen: '0' }],
  ['resource/list', (a) => a.roles.listResources({ page: 4 }), 'GET', `${P}/resource/list/4/`, { page_size: '10' }],
  ['role/create', (a) => a.roles.create({ roleName: 'Ops', permissions: ['member.view'] }), 'POST', `${P}/role/create/`, { role_name: 'Ops', permissions: '["member.view"]', description: '' }],
  ['role/update', (a) => a.roles.update({ roleKey: 'r1', description: 'd' }), 'POST', `${P}/role/update/`, { role_key: 'r1', description: 'd' }],
  ['role/ban', (a) => a.roles.ban('r1'), 'POST', `${P}/role/ban/`, { role_key: 'r1' }],
  ['role/list', (a) => a.roles.list(), 'GET', `${P}/role/list/`, {}],
  ['role/info', (a) => a.roles.info('r1'), 'GET', `${P}/role/info/`, { role_key: 'r1' }],
  ['user/create_with_role', (a) => a.roles.createUserWithRole({ email: 'm@x.co', deputyName: 'Wu', roleKeys: ['r1', 'r2'] }), 'POST', `${P}/user/create_with_role/`, { role_keys: '["r1","r2"]' }],
  ['user_role/add', (a) => a.roles.addUsers({ roleKey: 'r1', identityIds: ['I1'] }), 'POST', `${P}/user_role/add/`, { role_key: 'r1', sec_user_identity_ids: '["I1"]' }],
  ['user_role/del', (a) => a.roles.removeUsers({ roleKey: 'r1', identityIds: ['I1'] }), 'POST', `${P}/user_role/del/`, { sec_user_identity_ids: '["I1"]' }],
  ['user_role/list', (a) => a.roles.rolesOf('I1'), 'GET', `${P}/user_role/list/`, { identity_id: 'I1' }],
  ['user_role/all/list', (a) => a.roles.listUserRoles(), 'GET', `${P}/user_role/all/list/1/`, { page_size: '10' }],
  ['user/permissions', (a) => a.roles.permissions(), 'GET', `${P}/user/permissions/`, {}],
  ['admin/successor/send_code old', (a) => a.admin.sendOldManagerCode('email'), 'POST', `${P}/admin/successor/send_code/`, { type: o('22'), verify_way: 'email' }],
  ['admin/successor/send_code new', (a) => a.admin.sendNewManagerCode({ mobile: '13900000000' }), 'POST', `${P}/admin/successor/send_code/`, { type: o('101'), mobile: o('13900000000') }],
  ['admin/transfer', (a) => a.admin.transfer({ email: 'n@x.co', verifyTicket: 'vt', code: '4321' }), 'POST', `${P}/admin/transfer/`, { verify_ticket: o('vt'), email: o('n@x.co'), code: o('4321') }],
];

describe('the affiliate calls of SPEC §7 on the wire', () => {
  it.each(CASES)('%s', async (_name, call, method, path, fields) => {
    const h = harness();
    await call(h.api);
    const [sent] = h.calls();
    expect(sent).toMatchObject({ method, path });
    expect(method === 'GET' ? sent!.query : sent!.body).toMatchObject(fields);
    if (method === 'GET') expect(sent!.body).toBeUndefined();
    expect(sent!.query).toMatchObject({ aid: '1128', account_sdk_source: 'web', language: 'zh', subject_aid: '77', aff_multi_login: '1' });
    expect(sent!.headers['x-tt-passport-csrf-token']).toBe(CSRF);
  });

  it('every method of every family has a case above', async () => {
    const h = harness();
    const used = new Set<string>();
    const spied = Object.fromEntries(
      (['account', 'invitations', 'subjects', 'roles', 'admin'] as const).map((family) => [
        family,
        new Proxy(h.api[family], {
          get: (target, name, receiver) => {
            used.add(`${family}.${String(name)}`);
            const value: unknown = Reflect.get(target, name, receiver);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      ]),
    ) as unknown as AffiliateApi;
    for (const [, call] of CASES) await call(spied);
    const declared = (['account', 'invitations', 'subjects', 'roles', 'admin'] as const).flatMap((family) =>
      Object.getOwnPropertyNames(Object.getPrototypeOf(h.api[family])).filter((name) => name !== 'constructor').map((name) => `${family}.${name}`),
    );
    expect(declared.filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('affiliate answers, mapped to the domain', () => {
  it('a page answer becomes items with paging; has_more follows the total when the server leaves it out', async () => {
    const h = harness({ list: [{ sec_user_id: 'u1', user_identity_id: 'I1', deputy_name: 'Wu', is_frozen: 1, is_admin: 0 }], total: 12, page: 1, page_size: 10 });
    const page = await h.api.subjects.listDeputies();
    expect(page).toEqual({ items: [{ secUserId: 'u1', identityId: 'I1', deputyName: 'Wu', isFrozen: 1, isManager: false, subjectUid: undefined, subjectName: undefined, contact: undefined }], total: 12, page: 1, pageSize: 10, hasMore: true });
  });

  it('the subject login list names the current identity', async () => {
    const h = harness({
      sec_user_id: 'u1',
      name: 'Wu',
      current_identity_id: 'I2',
      list: [
        { sec_subject_uid: 'S1', subject_name: 'A', user_identity_id: 'I1', deputy_name: 'Wu', is_admin: 1, is_frozen: 0 },
        { sec_subject_uid: 'S2', subject_name: 'B', user_identity_id: 'I2', deputy_name: 'Wu B', is_admin: 0, is_frozen: 0 },
      ],
    });
    const { user, options } = await h.api.account.subjectLoginList();
    expect(options.map((o) => [o.identityId, o.isManager])).toEqual([['I1', true], ['I2', false]]);
    expect(user.current?.subjectName).toBe('B');
  });

  it('an invitation answer carries its ticket and expiry in ms', async () => {
    const h = harness({ invite_id: 'inv1', invite_ticket: 't1', deputy_name: 'Wu', channel: 'email', contact: 'm***@x.co', status: 'pending', expire_time: 1_800_000_000, next_url: 'https://c.test/aff?invite_ticket=t1' });
    expect(await h.api.invitations.byEmail({ email: 'm@x.co', deputyName: 'Wu' })).toMatchObject({ inviteId: 'inv1', inviteTicket: 't1', channel: 'email', status: 'pending', expiresAt: 1_800_000_000_000 });
  });

  it('permissions and roles map their flags', async () => {
    const h = harness({ is_admin: 0, permissions: ['member.view'] });
    expect(await h.api.roles.permissions()).toEqual({ isManager: false, permissions: ['member.view'] });
  });
});

describe('bad input throws before any call', () => {
  it.each([
    ['page 0', (a: AffiliateApi) => a.invitations.list({ page: 0 })],
    ['page 1.5', (a: AffiliateApi) => a.subjects.listDeputies({ page: 1.5 })],
    ['page_size 0', (a: AffiliateApi) => a.roles.listResources({ pageSize: 0 })],
  ])('%s: INVALID_ARGUMENT with the paging message', async (_name, call) => {
    const h = harness();
    expect(await rejection(call(h.api))).toMatchObject({ code: 'INVALID_ARGUMENT', message: 'page and page_size must be whole numbers of at least 1' });
    expect(h.calls()).toHaveLength(0);
  });

  it.each([
    ['an empty mobile', (a: AffiliateApi) => a.account.sendCode({ mobile: '', type: 24 }), 'mobile'],
    ['no contact', (a: AffiliateApi) => a.admin.transfer({ verifyTicket: 'v', code: '1' } as never), 'mobile or email'],
    ['an empty invite ticket', (a: AffiliateApi) => a.invitations.accept(' '), 'invite_ticket'],
    ['a role without a name', (a: AffiliateApi) => a.roles.create({ roleName: '', permissions: [] }), 'role_name'],
  ])('%s names the missing field', async (_name, call, field) => {
    const h = harness();
    expect(await rejection(call(h.api))).toMatchObject({ code: 'INVALID_ARGUMENT', message: `affiliate call is missing a required field: ${field}` });
    expect(h.calls()).toHaveLength(0);
  });
});

describe('affiliate failures and challenges', () => {
  it('a refusal rejects with the server description, error code and log id (SPEC §8)', async () => {
    const h = passportHarness({ cookies: { passport_csrf_token: CSRF }, config: { signingScriptUrl: false } });
    h.fetchMock.route('*', { status: 200, body: { message: 'error', data: { error_code: 4031, description: '没有权限' } }, headers: { 'x-tt-logid': 'L9' } });
    const api = new AffiliateApi(h.client);
    expect(await rejection(api.subjects.listDeputies())).toMatchObject({ code: 'SERVER', message: '没有权限', errorCode: 4031, logId: 'L9' });
  });

  it('a captcha demand is solved through the challenge loop and the call resent marked is_resend', async () => {
    const solved: string[] = [];
    const h = passportHarness({
      cookies: { passport_csrf_token: CSRF },
      config: { signingScriptUrl: false },
      challenges: {
        solve: async (demand) => {
          solved.push(demand.kind);
          return { captcha: 'cap-ok' };
        },
      },
    });
    let first = true;
    h.fetchMock.route('*', () => {
      if (!first) return ok({ list: [] });
      first = false;
      return { status: 200, body: { message: 'error', data: { error_code: 1105, description: '请完成安全验证', captcha: 'x' } } };
    });
    await new AffiliateApi(h.client).invitations.byMobile({ mobile: '13800000000', deputyName: 'Wu' });
    const [, resent] = h.calls();
    expect(solved).toEqual(['captcha']);
    expect(resent).toMatchObject({ path: '/passport/aff/web/invitation/mobile/', body: { is_resend: '1', captcha: 'cap-ok', deputy_name: 'Wu' } });
  });

  it('a second-verification demand (2046) is met with a verify ticket, resent; closing it rejects SECOND_VALID', async () => {
    const demands: unknown[] = [];
    let close = false;
    const h = passportHarness({
      cookies: { passport_csrf_token: CSRF },
      config: { signingScriptUrl: false },
      challenges: {
        solve: async (demand) => {
          demands.push(demand);
          if (close) throw new CampaignKitError('SECOND_VALID', 'SECOND_VALID', { data: { sms_code_key: 'k1' } });
          return { verifyTicket: 'vt-1' };
        },
      },
    });
    const second = { status: 200, body: { message: 'error', data: { error_code: 2046, description: '为了你的账号安全，请进行二次验证', sms_code_key: 'k1', verify_ways: ['mobile_sms'] } } };
    let answered = 0;
    h.fetchMock.route('*', () => (answered++ === 0 ? second : ok({ ticket: 'aff-vt' })));
    const api = new AffiliateApi(h.client);
    expect(await api.admin.sendOldManagerCode('mobile')).toEqual({ ticket: 'aff-vt' });
    expect(demands).toEqual([expect.objectContaining({ kind: 'second', errorCode: 2046, smsCodeKey: 'k1' })]);
    const [, resent] = h.calls();
    expect(resent).toMatchObject({ path: '/passport/aff/web/admin/successor/send_code/', body: { is_resend: '1', verify_ticket: obfuscate('vt-1') } });

    close = true;
    answered = 0;
    expect(await rejection(api.admin.transfer({ mobile: '13900000000', verifyTicket: 'v', code: '1' }))).toMatchObject({ code: 'SECOND_VALID' });
  });
});
