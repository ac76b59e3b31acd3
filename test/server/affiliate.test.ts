import { describe, expect, it } from 'vitest';
import { loadSeed } from '../../demo/server/seed';
import { seedLines } from '../../demo/server/seed-lines';
import { INVITE_TTL_MS } from '../../demo/server/state/affiliate-invitations';
import { affiliateOverContract, LI, MANAGER, rejection, WANG } from './affiliate-support';

const STARRIVER = { subjectUid: MANAGER.subject, identityId: MANAGER.identity };

describe('contract server: affiliate login', () => {
  it('SMS login, the subject login list, subject login, member switch and logout', async () => {
    const t = affiliateOverContract();
    const wang = t.person();
    const user = await wang.smsLogin(WANG.mobile);
    expect(user).toMatchObject({ name: '王副手', current: undefined });
    const { options } = await wang.api.account.subjectLoginList();
    expect(options.map((o) => [o.subjectName, o.identityId, o.isManager])).toEqual([
      ['星河互娱', WANG.identity, false],
      ['晨光工作室', WANG.dawnIdentity, true],
    ]);
    expect((await wang.api.account.subjectLogin({ subjectUid: MANAGER.subject, identityId: WANG.identity })).current?.subjectName).toBe('星河互娱');
    expect((await wang.api.account.subjectLoginList()).user.current?.identityId).toBe(WANG.identity);
    expect((await wang.api.account.switchMember(WANG.dawnIdentity)).current).toMatchObject({ subjectName: '晨光工作室', isManager: true });
    expect(await rejection(wang.api.account.switchMember(MANAGER.identity))).toMatchObject({ code: 'SERVER', message: '身份不存在' });
    await wang.api.account.logout();
    expect(await rejection(wang.api.account.subjectLoginList())).toMatchObject({ message: '未登录', errorCode: 1 });
  });

  it('email code login, password login and OAuth login; unknown accounts are refused', async () => {
    const t = affiliateOverContract();
    const p = t.person();
    await p.api.account.sendEmailCode({ email: MANAGER.email, type: 13 });
    expect((await p.api.account.emailLogin({ email: MANAGER.email, code: await t.code(MANAGER.email) })).name).toBe('陈经理');
    expect((await p.api.account.passwordLogin({ account: 'starriver-admin', password: 'Manager#2026' })).name).toBe('陈经理');
    expect(await rejection(p.api.account.passwordLogin({ account: 'starriver-admin', password: 'nope' }))).toMatchObject({ message: '账号或密码错误' });
    expect(await rejection(p.api.account.oauthLogin({ platformAppId: 9, platform: 'lark', code: 'ou_unknown' }))).toMatchObject({ message: '账号未注册' });
    await p.api.account.sendCode({ mobile: '13812345678', type: 24 });
    expect(await rejection(p.api.account.smsLogin({ mobile: '13812345678', code: await t.code('13812345678') }))).toMatchObject({ message: '账号未注册' });
  });

  it('a wrong code is refused and a code works once', async () => {
    const t = affiliateOverContract();
    const p = t.person();
    await p.api.account.sendCode({ mobile: MANAGER.mobile, type: 24 });
    const code = await t.code(MANAGER.mobile);
    expect(await rejection(p.api.account.smsLogin({ mobile: MANAGER.mobile, code: code === '0000' ? '1111' : '0000' }))).toMatchObject({ message: '验证码错误', errorCode: 1202 });
    await p.api.account.smsLogin({ mobile: MANAGER.mobile, code });
    expect(await rejection(p.api.account.smsLogin({ mobile: MANAGER.mobile, code }))).toMatchObject({ message: '验证码错误' });
  });

  it('a frozen deputy cannot log in; with need_frozen_user 1 the login list shows it frozen and subject login is refused', async () => {
    const t = affiliateOverContract();
    const li = t.person();
    await li.api.account.sendCode({ mobile: LI.mobile, type: 24 });
    expect(await rejection(li.api.account.smsLogin({ mobile: LI.mobile, code: await t.code(LI.mobile) }))).toMatchObject({ code: 'SERVER', message: '该成员已被冻结，无法登录', errorCode: 4010 });
    await li.api.account.sendCode({ mobile: LI.mobile, type: 24 });
    await li.api.account.smsLogin({ mobile: LI.mobile, code: await t.code(LI.mobile), needFrozenUser: 1 });
    expect((await li.api.account.subjectLoginList()).options).toEqual([expect.objectContaining({ identityId: LI.identity, isFrozen: 1 })]);
    expect(await rejection(li.api.account.subjectLogin({ subjectUid: MANAGER.subject, identityId: LI.identity }))).toMatchObject({ message: '该成员已被冻结，无法登录' });
  });

  it('registration: by mobile with a new subject (its manager), by email as the person alone; twice is refused; password reset', async () => {
    const t = affiliateOverContract();
    const boss = t.person();
    await boss.api.account.sendCode({ mobile: '13911112222', type: 16 });
    await boss.api.account.register({ mobile: '13911112222', code: await t.code('13911112222'), password: 'Secret#1', subjectName: '新主体' });
    expect((await boss.api.account.subjectLoginList()).options).toEqual([expect.objectContaining({ subjectName: '新主体', isManager: true })]);

    const solo = t.person();
    await solo.api.account.sendEmailCode({ email: 'solo@x.test', type: 1 });
    await solo.api.account.register({ email: 'solo@x.test', code: await t.code('solo@x.test'), onlyUser: true });
    expect((await solo.api.account.subjectLoginList()).options).toEqual([]);
    await solo.api.account.sendEmailCode({ email: 'solo@x.test', type: 1 });
    expect(await rejection(solo.api.account.register({ email: 'solo@x.test', code: await t.code('solo@x.test'), onlyUser: true }))).toMatchObject({ message: '账号已注册' });

    await solo.api.account.sendEmailCode({ email: 'solo@x.test', type: 4 });
    await solo.api.account.resetPassword({ email: 'solo@x.test', code: await t.code('solo@x.test'), password: 'Newpass1' });
    expect((await t.person().api.account.passwordLogin({ account: 'solo@x.test', password: 'Newpass1' })).secUserId).toMatch(/^aff_user_/);
  });
});

describe('contract server: invitations', () => {
  async function invited(t: ReturnType<typeof affiliateOverContract>, email = 'new@x.test') {
    const manager = await t.manager();
    const sent = await manager.api.invitations.byEmail({ email, deputyName: '赵新人', roleKeys: ['role_viewer'] });
    const invitee = t.person();
    await invitee.api.account.sendEmailCode({ email, type: 1 });
    await invitee.api.account.register({ email, code: await t.code(email), onlyUser: true });
    return { manager, invitee, sent };
  }

  it('invite by email -> check -> accept makes a deputy with the roles; the ticket is single-use', async () => {
    const t = affiliateOverContract();
    const { manager, invitee, sent } = await invited(t);
    expect(sent).toMatchObject({ channel: 'email', contact: 'n***@x.test', status: 'pending', deputyName: '赵新人' });
    expect(sent.nextUrl).toBe(`http://contract.test/affiliate.html?invite_ticket=${sent.inviteTicket}`);
    const dev = (await (await t.get('/__dev/affiliate/invitation/new@x.test')).json()) as { invite_link: string };
    expect(dev.invite_link).toBe(sent.nextUrl);
    expect(await t.person().api.invitations.check(sent.inviteTicket!)).toMatchObject({ subjectName: '星河互娱', deputyName: '赵新人', status: 'pending' });

    const identity = await invitee.api.invitations.accept(sent.inviteTicket!);
    expect(identity).toMatchObject({ deputyName: '赵新人', subjectName: '星河互娱', isManager: false });
    await invitee.api.account.subjectLogin({ subjectUid: MANAGER.subject, identityId: identity.identityId });
    expect(await invitee.api.roles.permissions()).toEqual({ isManager: false, permissions: ['member.view', 'resource.view'] });
    expect(await rejection(invitee.api.invitations.accept(sent.inviteTicket!))).toMatchObject({ message: '邀请已被使用' });
    expect((await manager.api.invitations.list()).items[0]).toMatchObject({ status: 'accepted', deputyIdentityId: identity.identityId, inviteTicket: undefined });
  });

  it('an invitation for someone else, an expired one and a cancelled one cannot be accepted; resend replaces the ticket', async () => {
    const t = affiliateOverContract();
    const { manager, sent } = await invited(t);
    const other = t.person();
    await other.smsLogin(WANG.mobile);
    expect(await rejection(other.api.invitations.accept(sent.inviteTicket!))).toMatchObject({ message: '该邀请不是发给当前账号的' });

    const again = await manager.api.invitations.byEmail({ email: 'late@x.test', deputyName: '迟到' });
    t.advance(INVITE_TTL_MS + 1);
    expect(await t.person().api.invitations.check(again.inviteTicket!)).toMatchObject({ status: 'expired' });
    const late = t.person();
    await late.api.account.sendEmailCode({ email: 'late@x.test', type: 1 });
    await late.api.account.register({ email: 'late@x.test', code: await t.code('late@x.test'), onlyUser: true });
    expect(await rejection(late.api.invitations.accept(again.inviteTicket!))).toMatchObject({ message: '邀请已过期' });

    const manager2 = await t.manager();
    const renewed = await manager2.api.invitations.resend(again.inviteId);
    expect(renewed.inviteTicket).not.toBe(again.inviteTicket);
    expect(await rejection(late.api.invitations.accept(again.inviteTicket!))).toMatchObject({ message: '邀请不存在' });
    await manager2.api.invitations.cancel(again.inviteId);
    expect(await rejection(late.api.invitations.accept(renewed.inviteTicket!))).toMatchObject({ message: '邀请已取消' });
  });

  it('mobile and lark invitations, update, and the list paged newest first', async () => {
    const t = affiliateOverContract();
    const manager = await t.manager();
    await manager.api.invitations.byMobile({ mobile: '13722223333', deputyName: 'A' });
    const lark = await manager.api.invitations.byLark({ larkId: 'ou_lark_1', deputyName: 'B' });
    await manager.api.invitations.byEmail({ email: 'c@x.test', deputyName: 'C' });
    expect((await manager.api.invitations.update({ inviteId: lark.inviteId, deputyName: 'B2' })).deputyName).toBe('B2');
    const first = await manager.api.invitations.list({ page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, hasMore: true });
    expect(first.items.map((i) => i.deputyName)).toEqual(['C', 'B2']);
    expect((await manager.api.invitations.list({ page: 2, pageSize: 2 })).items.map((i) => [i.deputyName, i.channel])).toEqual([['A', 'mobile']]);

    const larkUser = t.person();
    await larkUser.api.account.sendEmailCode({ email: 'lark@x.test', type: 1 });
    await larkUser.api.account.register({ email: 'lark@x.test', code: await t.code('lark@x.test'), onlyUser: true });
    await larkUser.api.invitations.accept(lark.inviteTicket!);
    expect((await t.person().api.account.oauthLogin({ platformAppId: 9, platform: 'lark', code: 'ou_lark_1' })).name).toBe('lark');
  });
});

describe('contract server: permissions are enforced', () => {
  it('a deputy sees what their roles grant and gets the passport error otherwise; the manager may do everything', async () => {
    const t = affiliateOverContract();
    const wang = await t.wang();
    expect(await wang.api.roles.permissions()).toEqual({ isManager: false, permissions: ['member.view', 'resource.view'] });
    expect((await wang.api.subjects.listDeputies()).total).toBe(3);
    expect(await rejection(wang.api.invitations.list())).toMatchObject({ code: 'SERVER', message: '没有该操作的权限', errorCode: 4003 });
    expect(await rejection(wang.api.roles.create({ roleName: 'x', permissions: [] }))).toMatchObject({ message: '仅主体管理员可执行此操作', errorCode: 4004 });
    expect(await rejection(wang.api.subjects.freezeDeputy({ identityId: LI.identity, isFrozen: 0 }))).toMatchObject({ errorCode: 4004 });

    const manager = await t.manager();
    expect((await manager.api.roles.permissions()).isManager).toBe(true);
    await manager.api.roles.addUsers({ roleKey: 'role_inviter', identityIds: [WANG.identity] });
    expect((await wang.api.invitations.list()).total).toBe(0);
    await manager.api.roles.ban('role_inviter');
    expect(await rejection(wang.api.invitations.list())).toMatchObject({ errorCode: 4003 });
    await manager.api.roles.removeUsers({ roleKey: 'role_viewer', identityIds: [WANG.identity] });
    expect(await rejection(wang.api.subjects.listDeputies())).toMatchObject({ errorCode: 4003 });
  });

  it('calls before a subject login are refused', async () => {
    const t = affiliateOverContract();
    const p = t.person();
    await p.smsLogin(MANAGER.mobile);
    expect(await rejection(p.api.subjects.listDeputies())).toMatchObject({ message: '请先选择主体和身份', errorCode: 4001 });
    expect(await rejection(t.person().api.roles.permissions())).toMatchObject({ message: '未登录' });
  });

  it('a post without the CSRF header is refused (1041)', async () => {
    const t = affiliateOverContract();
    const answer = await t.app.request('/passport/aff/web/logout/', { method: 'POST', headers: { cookie: 'passport_csrf_token=abc' } });
    expect(await answer.json()).toMatchObject({ message: 'error', data: { error_code: 1041 } });
  });
});

describe('contract server: roles, resources and user roles', () => {
  it('create, update, info, list and ban a role; resources paged; user roles listed; create_with_role', async () => {
    const t = affiliateOverContract();
    const manager = await t.manager();
    const resources = await manager.api.roles.listResources({ pageSize: 4 });
    expect(resources).toMatchObject({ total: 6, hasMore: true });
    expect(resources.items[0]).toEqual({ resourceKey: 'member.view', resourceName: '查看成员', description: 'See the members of the subject' });

    const role = await manager.api.roles.create({ roleName: '运营', permissions: ['member.view'], description: 'ops' });
    expect(role).toMatchObject({ roleName: '运营', permissions: ['member.view'], subjectUid: MANAGER.subject, isBanned: false });
    expect(await rejection(manager.api.roles.create({ roleName: 'bad', permissions: ['root'] }))).toMatchObject({ message: '参数错误：permissions' });
    expect((await manager.api.roles.update({ roleKey: role.roleKey, permissions: ['member.view', 'member.edit'] })).permissions).toEqual(['member.view', 'member.edit']);
    expect((await manager.api.roles.info(role.roleKey)).roleName).toBe('运营');
    expect((await manager.api.roles.list()).map((r) => r.roleName)).toEqual(['成员查看', '邀请专员', '运营']);

    const made = await manager.api.roles.createUserWithRole({ mobile: '13655556666', deputyName: '钱直招', roleKeys: [role.roleKey] });
    expect(made).toMatchObject({ deputyName: '钱直招', isManager: false });
    expect(await manager.api.roles.rolesOf(made.identityId)).toEqual([{ identityId: made.identityId, deputyName: '钱直招', roleKey: role.roleKey, roleName: '运营' }]);
    const all = await manager.api.roles.listUserRoles();
    expect(all.items.map((link) => [link.deputyName, link.roleName])).toEqual([['王副手', '成员查看'], ['钱直招', '运营']]);

    await manager.api.roles.ban(role.roleKey);
    expect((await manager.api.roles.info(role.roleKey)).isBanned).toBe(true);
    expect(await rejection(manager.api.roles.addUsers({ roleKey: role.roleKey, identityIds: [WANG.identity] }))).toMatchObject({ message: '角色已停用' });
  });
});

describe('contract server: subjects and deputies', () => {
  it('deputies paged, renamed, frozen (their calls and next login refused) and deleted; the manager cannot be frozen', async () => {
    const t = affiliateOverContract();
    const manager = await t.manager();
    const second = await manager.api.subjects.listDeputies({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, hasMore: false });
    expect(second.items.map((d) => d.identityId)).toEqual([LI.identity]);
    expect(await rejection(manager.api.subjects.listDeputies({ pageSize: 101 }))).toMatchObject({ message: '参数错误：page_size' });

    expect((await manager.api.subjects.updateDeputy({ identityId: WANG.identity, deputyName: '王二' })).deputyName).toBe('王二');
    const wang = await t.wang();
    await manager.api.subjects.freezeDeputy({ identityId: WANG.identity, isFrozen: 1 });
    expect(await rejection(wang.api.subjects.listDeputies())).toMatchObject({ message: '该成员已被冻结，无法登录' });
    await manager.api.subjects.freezeDeputy({ identityId: WANG.identity, isFrozen: 0 });
    expect((await wang.api.subjects.listDeputies()).total).toBe(3);
    expect(await rejection(manager.api.subjects.freezeDeputy({ identityId: MANAGER.identity, isFrozen: 1 }))).toMatchObject({ message: '不能对管理员本人执行此操作' });

    await manager.api.subjects.deleteDeputy(LI.identity);
    expect((await manager.api.subjects.listDeputies()).items.map((d) => d.identityId)).toEqual([MANAGER.identity, WANG.identity]);
  });

  it('subjects created by mobile, email and username; listed; updated; a frozen subject refuses its members', async () => {
    const t = affiliateOverContract();
    const manager = await t.manager();
    const byMobile = await manager.api.subjects.create({ subjectName: '子公司A', manager: { mobile: '13733334444' } });
    expect(byMobile).toMatchObject({ subjectName: '子公司A', isFrozen: 0 });
    await manager.api.subjects.create({ subjectName: '子公司B', baseInfos: { city: '上海' }, manager: { email: MANAGER.email } });
    await manager.api.subjects.create({ subjectName: '子公司C', manager: { username: 'starriver-admin', password: 'Manager#2026' } });
    const mine = await manager.api.subjects.listSubjects();
    expect(mine.items.map((s) => s.subjectName)).toEqual(['星河互娱', '子公司B', '子公司C']);
    expect(mine.items[1]!.baseInfos).toEqual({ city: '上海' });
    expect((await manager.api.subjects.listIdentities()).items.map((i) => [i.subjectName, i.isManager])).toEqual([['星河互娱', true], ['子公司B', true], ['子公司C', true]]);
    expect((await manager.api.subjects.updateSubject({ subjectUid: MANAGER.subject, subjectName: '星河互娱集团' })).subjectName).toBe('星河互娱集团');

    const wang = await t.wang();
    await manager.api.subjects.freezeSubject({ subjectUid: MANAGER.subject, isFrozen: 1 });
    expect(await rejection(wang.api.subjects.listDeputies())).toMatchObject({ message: '该主体已被冻结，无法登录' });
    expect(await rejection(wang.api.subjects.freezeSubject({ subjectUid: MANAGER.subject, isFrozen: 0 }))).toMatchObject({ errorCode: 4004 });
  });
});

describe('contract server: manager transfer', () => {
  it('old manager code (type 22) -> ticket, new manager code (type 101) -> transfer; the roles swap', async () => {
    const t = affiliateOverContract();
    const manager = await t.manager();
    await manager.api.admin.sendOldManagerCode('mobile');
    const verifyTicket = await manager.api.account.checkCode({ by: 'mobile', code: await t.code(MANAGER.mobile), type: 22 });
    expect(verifyTicket).toMatch(/^aff-vt-/);
    expect(await rejection(manager.api.admin.sendNewManagerCode({ mobile: '13000000000' }))).toMatchObject({ message: '新管理员必须是本主体的成员' });
    await manager.api.admin.sendNewManagerCode({ email: WANG.email });
    expect(await rejection(manager.api.admin.transfer({ email: WANG.email, verifyTicket: 'forged', code: await t.code(WANG.email) }))).toMatchObject({ message: '验证凭证无效' });
    await manager.api.admin.transfer({ email: WANG.email, verifyTicket, code: await t.code(WANG.email) });

    expect(await manager.api.roles.permissions()).toEqual({ isManager: false, permissions: [] });
    const wang = await t.wang();
    expect((await wang.api.roles.permissions()).isManager).toBe(true);
    expect(await rejection(manager.api.admin.sendOldManagerCode('email'))).toMatchObject({ errorCode: 4004 });
  });

  it('the old manager may verify by email (email/check_code) instead', async () => {
    const t = affiliateOverContract();
    const manager = await t.manager();
    await manager.api.admin.sendOldManagerCode('email');
    const verifyTicket = await manager.api.account.checkCode({ by: 'email', code: await t.code(MANAGER.email), type: 22 });
    await manager.api.admin.sendNewManagerCode({ mobile: WANG.mobile });
    await manager.api.admin.transfer({ mobile: WANG.mobile, verifyTicket, code: await t.code(WANG.mobile) });
    expect((await (await t.wang()).api.roles.permissions()).isManager).toBe(true);
  });
});

describe('contract server: the other registration variants', () => {
  it('email/register makes a subject; mobile/register_only_user makes the person alone', async () => {
    const t = affiliateOverContract();
    const boss = t.person();
    await boss.api.account.sendEmailCode({ email: 'boss@x.test', type: 1 });
    await boss.api.account.register({ email: 'boss@x.test', code: await t.code('boss@x.test'), subjectName: '邮件主体' });
    expect((await boss.api.account.subjectLoginList()).options.map((o) => [o.subjectName, o.isManager])).toEqual([['邮件主体', true]]);
    const solo = t.person();
    await solo.api.account.sendCode({ mobile: '13544445555', type: 16 });
    expect((await solo.api.account.register({ mobile: '13544445555', code: await t.code('13544445555'), name: '孙', onlyUser: true })).name).toBe('孙');
    expect((await solo.api.account.subjectLoginList()).options).toEqual([]);
  });
});

describe('contract server: seeded accounts', () => {
  it('are printed when the server starts: each subject, its manager and deputies with their contacts', () => {
    const lines = seedLines(loadSeed(), 'http://127.0.0.1:8787').map((line) => line.trim()).filter((line) => line.startsWith('[affiliate]'));
    expect(lines).toContain('[affiliate] subject 星河互娱 (subject_starriver)');
    expect(lines).toContain('[affiliate]   manager: 陈经理  mobile 13800001001  email manager@starriver.test  password starriver-admin / Manager#2026');
    expect(lines).toContain('[affiliate]   deputy, frozen: 李副手  mobile 13800001003  email li@starriver.test');
  });
});
