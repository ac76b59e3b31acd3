import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EasyLogin } from '../../ui-react/login-widget/easy-login';
import { createBackendKit } from './support/backend';
import { easyLoginReady, renderWithKit } from './support/render';

// The chunk of the password and email forms cannot be loaded (as when the network drops).
vi.mock('../../ui-react/login-widget/login-mode-forms', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

describe('EasyLogin: the password and email forms fail to load', () => {
  it('the tab panel shows the failure as an alert, and the SMS tab goes on working', async () => {
    const { kit } = createBackendKit();
    renderWithKit(kit, <EasyLogin modes={['mobile', 'password']} />);
    await easyLoginReady();

    fireEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    const panel = await screen.findByRole('tabpanel', { name: '密码登录' });
    expect((await screen.findByRole('alert')).textContent).toBe('系统出错');
    expect(panel.contains(screen.getByRole('alert'))).toBe(true);
    expect(screen.queryByLabelText('密码')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '手机验证码登录' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await easyLoginReady();
  });
});
