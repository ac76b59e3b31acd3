import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EasyLogin } from '../../../ui-react/login-widget/easy-login';
import { ReserveButton } from '../../../ui-react/reservation/reserve-button';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { createBackendKit } from '../support/backend';
import { renderWithKit } from '../support/render';

afterEach(cleanup);

describe('built-in widgets in en', () => {
  it('EasyLogin and ReserveButton speak English inside <WidgetLanguage language="en">', async () => {
    const { kit } = createBackendKit();
    renderWithKit(
      kit,
      <WidgetLanguage language="en">
        <EasyLogin />
        <ReserveButton />
      </WidgetLanguage>,
    );
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Login methods' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reserve now' })).toBeTruthy();
  });

  it('they keep their zh-CN names without a language', async () => {
    const { kit } = createBackendKit();
    renderWithKit(kit, <EasyLogin />);
    expect(await screen.findByLabelText('手机号')).toBeTruthy();
    expect(screen.getByRole('tablist', { name: '登录方式' })).toBeTruthy();
  });
});
