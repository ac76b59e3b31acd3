import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginWidgetEvent } from '../../domain/login-widget/login-widget.machine';
import { EasyLogin } from '../../ui-react/login-widget/easy-login';
import { WidgetLanguage } from '../../ui-react/i18n/widget-language';
import { expectAxeClean } from './content/support/axe';
import { createBackendKit } from './support/backend';
import { renderWithKit } from './support/render';

afterEach(cleanup);

const WEIXIN_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.42.2460(0x28002A35) NetType/WIFI Language/zh_CN';

const PRIVACY = [{ id: 'agreement', label: { 'zh-CN': '我已阅读并同意[用户协议@https://campaign.test/agreement]', en: 'I agree to the [User Agreement@https://campaign.test/agreement]' } }];
const MODULES = [
  { type: 'text', id: 'intro', text: { 'zh-CN': '登录即可预约', en: 'Log in to reserve' } },
  {
    type: 'radio',
    id: 'server',
    label: { 'zh-CN': '选择服务器', en: 'Choose a server' },
    options: [
      { value: 's1', label: { 'zh-CN': '一区', en: 'Server 1' } },
      { value: 's2', label: { 'zh-CN': '二区', en: 'Server 2' } },
    ],
  },
] as const;

async function ready() {
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: /获取验证码|Get code/ }).disabled).toBe(false));
}

describe('EasyLogin: modules, privacy checkboxes and the short-video-app button', () => {
  it('shows the text and radio modules and the privacy checkbox, keyboard-usable and axe-clean', async () => {
    const { kit } = createBackendKit();
    const chosen: string[] = [];
    const { container } = renderWithKit(kit, <EasyLogin appLogin modules={MODULES} privacy={PRIVACY} onChoose={(id, value) => chosen.push(`${id}=${value}`)} />);
    await ready();
    expect(screen.getByText('登录即可预约')).toBeTruthy();
    const group = screen.getByRole('group', { name: '选择服务器' });
    const first = within(group).getByRole<HTMLInputElement>('radio', { name: '一区' });
    expect(first.checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: '二区' }));
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: '二区' }).checked).toBe(true);
    expect(chosen).toEqual(['server=s2']);

    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: '我已阅读并同意用户协议' });
    expect(checkbox.checked).toBe(false);
    expect(screen.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe('https://campaign.test/agreement');
    expect(screen.getByRole('button', { name: '抖音一键登录' })).toBeTruthy();
    for (const control of [first, checkbox, screen.getByRole('button', { name: '抖音一键登录' })]) {
      expect(control.tabIndex).toBe(0);
      control.focus();
      expect(document.activeElement).toBe(control);
    }
    await expectAxeClean(container);
  });

  it('a login without the ticked checkbox shows {id}:未勾选!, in English agreement: not ticked!; ticked, it logs in', async () => {
    const { kit } = createBackendKit();
    const events: LoginWidgetEvent[] = [];
    renderWithKit(kit, <EasyLogin mockCode="1234" privacy={PRIVACY} onEvent={(event) => events.push(event)} />);
    await ready();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('agreement:未勾选!');
    act(() => kit.i18n.set('en'));
    expect(screen.getByRole('alert').textContent).toBe('agreement: not ticked!');

    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the User Agreement' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(events).toEqual([{ type: 'login', userId: '13800000000', system: 1 }]));
  });

  it('inside weixin the app button answers 请在其他浏览器登录抖音账号 (Please log in to Douyin in another browser in en)', async () => {
    const { kit } = createBackendKit({}, { userAgent: WEIXIN_UA });
    renderWithKit(
      kit,
      <WidgetLanguage language="en">
        <EasyLogin appLogin />
      </WidgetLanguage>,
    );
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with Douyin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in to Douyin in another browser');
    act(() => kit.i18n.set('zh-CN'));
    expect(screen.getByRole('alert').textContent).toBe('请在其他浏览器登录抖音账号');
  });

  it('a system field other than auto, 1 or 2 fails when the widget mounts with system字段格式有误', () => {
    const { kit } = createBackendKit();
    expect(() => kit.createLoginWidget({ system: 'ios' as never })).toThrowError('system字段格式有误');
  });
});
