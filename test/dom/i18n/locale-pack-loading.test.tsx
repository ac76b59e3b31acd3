import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakePage, InMemoryStorage } from '../../../adapters/fake/index';
import { LanguageService } from '../../../domain/i18n/language.service';
import type { LocalePack } from '../../../domain/i18n/locale-pack';
import { ko } from '../../../domain/i18n/locales/ko';
import { MilestoneCounter } from '../../../ui-react/reservation/milestone-counter';
import { LoginModeTabs } from '../../../ui-react/login-widget/login-mode-tabs';
import { CampaignKitProvider } from '../../../ui-react/shared/campaign-kit-provider';
import { createBackendKit } from '../support/backend';

afterEach(cleanup);

describe('a locale pack arriving', () => {
  it("shows the fallback language's texts while the pack loads, then re-renders in the chosen language", async () => {
    let deliver!: (pack: LocalePack) => void;
    const i18n = new LanguageService(
      { page: new FakePage(), storage: new InMemoryStorage() },
      { fallback: 'en', locales: { ko: () => new Promise((resolve) => (deliver = resolve)), ja: () => new Promise(() => undefined), 'zh-TW': () => new Promise(() => undefined) } },
    );
    render(
      <CampaignKitProvider services={{ i18n }}>
        <LoginModeTabs modes={['mobile']} selected="mobile" labels={{ mobile: 'SMS' }} panelId="p" onSelect={() => undefined} />
      </CampaignKitProvider>,
    );
    expect(screen.getByRole('tablist', { name: 'Login methods' })).toBeTruthy();
    act(() => i18n.set('ko'));
    expect(screen.getByRole('tablist', { name: 'Login methods' })).toBeTruthy();
    await act(async () => deliver(ko));
    expect(await screen.findByRole('tablist', { name: '로그인 방법' })).toBeTruthy();
  });
});

describe('counts by locale', () => {
  it('shows a large count compact in the widget language, with the exact number for screen readers', async () => {
    const { kit } = createBackendKit({ reserveCount: 123456 });
    kit.i18n.set('en');
    render(
      <CampaignKitProvider kit={kit}>
        <MilestoneCounter />
      </CampaignKitProvider>,
    );
    const count = await screen.findByRole('status', { name: 'Reservations' });
    expect(count.querySelector('[aria-hidden="true"]')?.textContent).toBe('123K');
    expect(count.querySelector('.ck-visually-hidden')?.textContent).toBe('123,456');
    act(() => kit.i18n.set('zh-CN'));
    expect(screen.getByRole('status', { name: '预约人数' }).querySelector('[aria-hidden="true"]')?.textContent).toBe('12万');
  });
});
