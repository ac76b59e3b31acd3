import { describe, expect, it } from 'vitest';
import { AffiliateApi } from '../../../domain/affiliate/affiliate.service';
import { AffiliateSession, type AffiliateSessionState } from '../../../domain/affiliate/affiliate-session';
import { allows } from '../../../domain/affiliate/affiliate-permissions';
import { fail, ok, passportHarness, rejection } from '../passport/support';

const P = 'path:/passport/aff/web';
const option = (id: string, extra: Record<string, unknown> = {}) => ({ sec_subject_uid: `S-${id}`, subject_name: `Subject ${id}`, user_identity_id: id, deputy_name: `Deputy ${id}`, is_admin: 0, is_frozen: 0, ...extra });

function harness() {
  const h = passportHarness({ cookies: { passport_csrf_token: 'c' }, config: { signingScriptUrl: false } });
  const session = new AffiliateSession(new AffiliateApi(h.client));
  const paths = () => h.calls().map((call) => call.path.replace('/passport/aff/web', ''));
  return { ...h, session, paths };
}

describe('AffiliateSession', () => {
  it('after a login with one usable identity, logs in to its subject and reads its permissions', async () => {
    const h = harness();
    h.fetchMock.route(`${P}/sms_login/`, ok({ sec_user_id: 'u1', name: 'Wu' }));
    h.fetchMock.route(`${P}/subject/login/list/`, ok({ sec_user_id: 'u1', name: 'Wu', list: [option('I1'), option('I2', { is_frozen: 1 })] }));
    h.fetchMock.route(`${P}/subject/login/`, ok({ sec_user_id: 'u1', name: 'Wu', ...option('I1') }));
    h.fetchMock.route(`${P}/user/permissions/`, ok({ is_admin: 0, permissions: ['member.view'] }));
    const seen: AffiliateSessionState['status'][] = [];
    h.session.state$.subscribe((state) => seen.push(state.status));

    const state = await h.session.loginWithCode({ mobile: '13800000000', code: '1234' });
    expect(h.paths()).toEqual(['/sms_login/', '/subject/login/list/', '/subject/login/', '/user/permissions/']);
    expect(state).toMatchObject({ status: 'ready', current: { identityId: 'I1', subjectName: 'Subject I1' }, permissions: { isManager: false, permissions: ['member.view'] } });
    expect(seen).toEqual(['unknown', 'choosing', 'ready']);
    expect(h.session.can('viewMembers')).toBe(true);
    expect(h.session.can('sendInvitations')).toBe(false);
    expect(h.session.can('manageRoles')).toBe(false);
  });

  it('with several usable identities it waits for a choice; a second choice is a member switch', async () => {
    const h = harness();
    h.fetchMock.route(`${P}/email/login/`, ok({ sec_user_id: 'u1', name: 'Wu' }));
    h.fetchMock.route(`${P}/subject/login/list/`, ok({ sec_user_id: 'u1', name: 'Wu', list: [option('I1'), option('I2', { is_admin: 1 })] }));
    h.fetchMock.route(`${P}/subject/login/`, ok({ sec_user_id: 'u1', ...option('I1') }));
    h.fetchMock.route(`${P}/member/switch/`, ok({ sec_user_id: 'u1', ...option('I2', { is_admin: 1 }) }));
    h.fetchMock.route(`${P}/user/permissions/`, ok({ is_admin: 1, permissions: [] }));
    expect((await h.session.loginWithEmailCode({ email: 'a@b.co', code: '1' })).status).toBe('choosing');
    expect(h.session.can('viewMembers')).toBe(false);
    await h.session.choose({ subjectUid: 'S-I1', identityId: 'I1' });
    const state = await h.session.choose({ subjectUid: 'S-I2', identityId: 'I2' });
    expect(h.paths().slice(-4)).toEqual(['/subject/login/', '/user/permissions/', '/member/switch/', '/user/permissions/']);
    expect(state.current).toMatchObject({ identityId: 'I2', isManager: true });
    expect(h.session.can('transferManager')).toBe(true);
  });

  it('restore: logged out when the passport says not logged in; other failures reject', async () => {
    const h = harness();
    h.fetchMock.route(`${P}/subject/login/list/`, fail(1, '未登录'));
    expect(await h.session.restore()).toEqual({ status: 'logged-out', options: [] });
    const other = harness();
    other.fetchMock.route(`${P}/subject/login/list/`, fail(4010, '该成员已被冻结，无法登录'));
    expect(await rejection(other.session.restore())).toMatchObject({ code: 'SERVER', message: '该成员已被冻结，无法登录' });
    expect(other.session.state.status).toBe('unknown');
  });

  it("a refused login rejects with the server's message and leaves the state as it was", async () => {
    const h = harness();
    h.fetchMock.route(`${P}/sms_login/`, fail(4010, '该成员已被冻结，无法登录'));
    expect(await rejection(h.session.loginWithCode({ mobile: '13800000000', code: '1' }))).toMatchObject({ message: '该成员已被冻结，无法登录', errorCode: 4010 });
    expect(h.session.state.status).toBe('unknown');
  });

  it('accepting an invitation acts as the new identity; logout signs out', async () => {
    const h = harness();
    h.fetchMock.route(`${P}/invitation/accept/`, ok({ sec_user_id: 'u1', user_identity_id: 'I9', deputy_name: 'New' }));
    h.fetchMock.route(`${P}/subject/login/list/`, ok({ sec_user_id: 'u1', list: [option('I1'), option('I9')] }));
    h.fetchMock.route(`${P}/subject/login/`, ok({ sec_user_id: 'u1', ...option('I9') }));
    h.fetchMock.route(`${P}/user/permissions/`, ok({ is_admin: 0, permissions: [] }));
    h.fetchMock.route(`${P}/logout/`, ok());
    expect((await h.session.acceptInvitation('T')).current?.identityId).toBe('I9');
    await h.session.logout();
    expect(h.session.state).toEqual({ status: 'logged-out', options: [] });
  });
});

describe('allows', () => {
  it('the manager may do everything; a deputy what their resources grant and nothing manager-only; nobody without permissions', () => {
    expect(allows({ isManager: true, permissions: [] }, 'freezeMembers')).toBe(true);
    expect(allows({ isManager: false, permissions: ['invitation.send'] }, 'sendInvitations')).toBe(true);
    expect(allows({ isManager: false, permissions: ['invitation.send'] }, 'viewInvitations')).toBe(false);
    expect(allows({ isManager: false, permissions: ['member.view', 'member.edit'] }, 'freezeMembers')).toBe(false);
    expect(allows(undefined, 'viewMembers')).toBe(false);
  });
});
