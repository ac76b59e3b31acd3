import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EasyLogin } from '../../ui-react/login-widget/easy-login';
import { createBackendKit } from './support/backend';
import { easyLoginReady, renderWithKit } from './support/render';

afterEach(cleanup);

// Alone in its file: once loaded, React keeps a lazy form, so only the first selection shows the loading state.
describe('EasyLogin: the password and email forms load on demand', () => {
  it('selecting the password tab first shows a loading status in the tab panel, then the form', async () => {
    const { kit } = createBackendKit();
    renderWithKit(kit, <EasyLogin modes={['mobile', 'password', 'email']} />);
    await easyLoginReady();
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    const panel = screen.getByRole('tabpanel', { name: '密码登录' });
    expect(panel.querySelector('[role="status"]')?.textContent).toBe('加载中…');
    expect(screen.queryByLabelText('密码')).toBeNull();

    expect(await screen.findByLabelText('密码')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('账号（邮箱、用户名或手机号）')).toBeTruthy();
  });
});
