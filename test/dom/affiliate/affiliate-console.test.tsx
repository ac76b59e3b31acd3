import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AffiliateConsole } from '../../../ui-react/affiliate';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { expectAxeClean } from '../content/support/axe';
import { contractConsole, renderConsole } from './support';

const MANAGER = { email: 'manager@starriver.test' };
const WANG = { mobile: '13800001002', identity: 'identity_wang', dawnIdentity: 'identity_wang_dawn' };

// The contract server reads its assets beside its module (a file: address), which jsdom's module
// addresses are not: read them from the repository instead.
vi.mock('../../../demo/server/assets', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const readAsset = (name: string) => readFileSync(join(process.cwd(), 'demo/server/assets', name), 'utf8');
  return { readAsset, readJsonAsset: (name: string) => JSON.parse(readAsset(name)) as unknown };
});

// The contract server's modules take seconds to load on a busy machine: load them before the
// first test, so its own time is the console's, not the import's.
beforeAll(async () => {
  await contractConsole();
}, 120_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Console = Awaited<ReturnType<typeof contractConsole>>;

/** Logs in through the console's code form: email or mobile, get code, enter it, submit. */
async function logIn(c: Console, contact: { email: string } | { mobile: string }, submit = '登录') {
  const form = await screen.findByRole('form', { name: /登录企业管理后台/ });
  if ('mobile' in contact) fireEvent.click(within(form).getByRole('radio', { name: '手机号' }));
  const field = within(form).getByRole('textbox', { name: 'email' in contact ? '邮箱' : '手机号' });
  const value = 'email' in contact ? contact.email : contact.mobile;
  fireEvent.change(field, { target: { value } });
  fireEvent.click(within(form).getByRole('button', { name: '获取验证码' }));
  await within(form).findByText('验证码已发送');
  fireEvent.change(within(form).getByLabelText('验证码'), { target: { value: await c.code(value) } });
  fireEvent.click(within(form).getByRole('button', { name: submit }));
}

const sectionNames = () => within(screen.getByRole('navigation', { name: '管理功能' })).getAllByRole('button').map((button) => button.textContent);

describe('AffiliateConsole', () => {
  it('the manager logs in by email code, lands in their only subject and sees every section and action; axe-clean', async () => {
    const c = await contractConsole();
    const { container } = renderConsole(<AffiliateConsole affiliate={c.person()} />);
    await logIn(c, { email: MANAGER.email });
    expect(await screen.findByText('星河互娱 · 陈经理（管理员）')).toBeTruthy();
    expect(sectionNames()).toEqual(['成员', '邀请', '角色', '资源', '所属主体', '管理员转让']);
    const members = await screen.findByRole('table', { name: '成员' });
    await within(members).findByText('王副手');
    expect(within(members).getAllByRole('row')).toHaveLength(4);
    expect(within(members).getByRole('button', { name: '冻结 王副手' })).toBeTruthy();
    expect(within(members).getByRole('button', { name: '解冻 李副手' })).toBeTruthy();
    await expectAxeClean(container);
  });

  it('a deputy with several identities chooses one, sees only what its role permits, and can switch (member switch)', async () => {
    const c = await contractConsole();
    renderConsole(<AffiliateConsole affiliate={c.person()} />);
    await logIn(c, { mobile: WANG.mobile });
    fireEvent.click(await screen.findByRole('button', { name: '星河互娱 · 王副手 (成员)' }));
    expect(await screen.findByText('星河互娱 · 王副手（成员）')).toBeTruthy();
    expect(sectionNames()).toEqual(['成员', '资源']);
    const members = await screen.findByRole('table', { name: '成员' });
    await within(members).findByText('陈经理');
    expect(within(members).queryAllByRole('button')).toEqual([]);

    fireEvent.change(screen.getByLabelText('切换身份'), { target: { value: WANG.dawnIdentity } });
    expect(await screen.findByText('晨光工作室 · 王经理（管理员）')).toBeTruthy();
    expect(sectionNames()).toEqual(['成员', '邀请', '角色', '资源', '所属主体', '管理员转让']);
  });

  it('subjects: a manager lists, paged, every subject they belong to, the current one marked; a deputy has no such section', async () => {
    const c = await contractConsole();
    renderConsole(<AffiliateConsole affiliate={c.person()} />);
    await logIn(c, { mobile: WANG.mobile });
    fireEvent.click(await screen.findByRole('button', { name: '晨光工作室 · 王经理 (管理员)' }));
    expect(await screen.findByText('晨光工作室 · 王经理（管理员）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '所属主体' }));
    const subjects = await screen.findByRole('table', { name: '所属主体' });
    await within(subjects).findByText('晨光工作室');
    const rows = within(subjects).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toContainEqual(['晨光工作室', '正常', '当前主体']);
    expect(rows).toContainEqual(['星河互娱', '正常', '']);

    fireEvent.change(screen.getByLabelText('切换身份'), { target: { value: WANG.identity } });
    expect(await screen.findByText('星河互娱 · 王副手（成员）')).toBeTruthy();
    expect(sectionNames()).not.toContain('所属主体');
  });

  it('a frozen member is refused at login with the server message', async () => {
    const c = await contractConsole();
    renderConsole(<AffiliateConsole affiliate={c.person()} />);
    await logIn(c, { mobile: '13800001003' });
    expect((await screen.findByRole('alert')).textContent).toBe('该成员已被冻结，无法登录');
  });

  it('invitations: the manager invites by email, the list shows it, resending issues a new link, cancelling marks it', async () => {
    const c = await contractConsole();
    renderConsole(<AffiliateConsole affiliate={c.person()} inviteUrl="/affiliate.html" />);
    await logIn(c, { email: MANAGER.email });
    fireEvent.click(await screen.findByRole('button', { name: '邀请' }));
    const form = await screen.findByRole('form', { name: '发送邀请' });
    fireEvent.change(within(form).getByRole('textbox', { name: '邮箱' }), { target: { value: 'zhao@x.test' } });
    fireEvent.change(within(form).getByLabelText('成员名称'), { target: { value: '赵新人' } });
    fireEvent.click(within(form).getByRole('button', { name: '邀请' }));
    expect(await screen.findByText('已向 zhao@x.test 发送邀请')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '邀请' });
    await within(table).findByText('赵新人');
    expect(within(table).getByText('待接受')).toBeTruthy();
    const before = (await (await c.get('/__dev/affiliate/invitation/zhao@x.test')).json()) as { invite_ticket: string };
    fireEvent.click(within(table).getByRole('button', { name: '重新发送 赵新人' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    const after = (await (await c.get('/__dev/affiliate/invitation/zhao@x.test')).json()) as { invite_ticket: string };
    expect(after.invite_ticket).not.toBe(before.invite_ticket);
    fireEvent.click(within(table).getByRole('button', { name: '取消 赵新人' }));
    expect(await within(table).findByText('已取消')).toBeTruthy();
  });

  it('an invite link: the invitee verifies their email, is registered, accepts and acts as the new member', async () => {
    const c = await contractConsole();
    const manager = c.person();
    await manager.session.loginWithPassword({ account: 'starriver-admin', password: 'Manager#2026' });
    const sent = await manager.invitations.byEmail({ email: 'zhao@x.test', deputyName: '赵新人', roleKeys: ['role_inviter'] });
    const accepted = vi.fn();
    renderConsole(<AffiliateConsole affiliate={c.person()} inviteTicket={sent.inviteTicket} onInvitationAccepted={accepted} />);
    expect(await screen.findByText('星河互娱 邀请你以「赵新人」的身份加入')).toBeTruthy();
    await logIn(c, { email: 'zhao@x.test' }, '接受邀请');
    expect(await screen.findByText('星河互娱 · 赵新人（成员）')).toBeTruthy();
    expect(sectionNames()).toEqual(['成员', '邀请']);
    expect(accepted).toHaveBeenCalledTimes(1);
  });

  it('roles: the manager creates a role, assigns it, updates a role\'s permissions and bans one', async () => {
    const c = await contractConsole();
    renderConsole(<AffiliateConsole affiliate={c.person()} />);
    await logIn(c, { email: MANAGER.email });
    fireEvent.click(await screen.findByRole('button', { name: '角色' }));
    const create = await screen.findByRole('form', { name: '新建角色' });
    await within(create).findByRole('checkbox', { name: '发送邀请' });
    fireEvent.change(within(create).getByLabelText('角色名称'), { target: { value: '运营' } });
    fireEvent.click(within(create).getByRole('checkbox', { name: '查看邀请' }));
    fireEvent.click(within(create).getByRole('button', { name: '创建' }));
    expect(await screen.findByRole('heading', { name: /^运营/ })).toBeTruthy();
    const assign = screen.getByRole('form', { name: '分配角色' });
    await waitFor(() => expect(within(assign).getAllByRole('option', { name: '王副手' })).toHaveLength(1));
    fireEvent.change(within(assign).getByLabelText('成员'), { target: { value: WANG.identity } });
    const roleKey = within(assign).getAllByRole<HTMLOptionElement>('option').find((option) => option.textContent === '运营')!.value;
    fireEvent.change(within(assign).getByLabelText('角色'), { target: { value: roleKey } });
    fireEvent.click(within(assign).getByRole('button', { name: '分配' }));
    const holders = await screen.findByRole('table', { name: '角色成员' });
    expect(await within(holders).findByText('运营')).toBeTruthy();

    const viewer = screen.getByRole('listitem', { name: /^成员查看/ });
    fireEvent.click(within(viewer).getByRole('checkbox', { name: '查看角色' }));
    fireEvent.click(within(viewer).getByRole('button', { name: '保存权限 成员查看' }));
    await screen.findByText('操作成功');
    const server = await c.manager();
    expect((await server.api.roles.info('role_viewer')).permissions).toEqual(['member.view', 'resource.view', 'role.view']);
    fireEvent.click(screen.getByRole('button', { name: '停用 邀请专员' }));
    expect(await screen.findByRole('heading', { name: '邀请专员 (已停用)' })).toBeTruthy();
  });

  it('members: the manager renames, freezes and removes a member (after confirming)', async () => {
    const c = await contractConsole();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderConsole(<AffiliateConsole affiliate={c.person()} />);
    await logIn(c, { email: MANAGER.email });
    const members = await screen.findByRole('table', { name: '成员' });
    fireEvent.click(await within(members).findByRole('button', { name: '编辑 王副手' }));
    fireEvent.change(within(members).getByRole('textbox', { name: '成员名称' }), { target: { value: '王二' } });
    fireEvent.click(within(members).getByRole('button', { name: '保存' }));
    expect(await within(members).findByText('王二')).toBeTruthy();
    fireEvent.click(within(members).getByRole('button', { name: '冻结 王二' }));
    expect(await within(members).findByRole('button', { name: '解冻 王二' })).toBeTruthy();
    fireEvent.click(within(members).getByRole('button', { name: '删除 李副手' }));
    expect(confirm).toHaveBeenCalledWith('确定删除成员 李副手？');
    await waitFor(() => expect(within(members).queryByText('李副手')).toBeNull());
    expect(within(members).getAllByRole('row')).toHaveLength(3);
  });

  it('speaks English under WidgetLanguage en', async () => {
    const c = await contractConsole();
    renderConsole(
      <WidgetLanguage language="en">
        <AffiliateConsole affiliate={c.person()} />
      </WidgetLanguage>,
    );
    expect(await screen.findByRole('form', { name: 'Log in to the enterprise console' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });
});
