import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock, InMemoryStorage } from '../../../adapters/fake/index';
import { createTestKit } from '../../../composition/testing';
import { ConsentService } from '../../../domain/consent/consent.service';
import type { Language } from '../../../domain/i18n/language';
import { CookieConsent } from '../../../ui-react/consent/cookie-consent';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { Footer } from '../../../ui-react/layout/footer';
import { ShareBar } from '../../../ui-react/share/share-bar';
import { renderWithKit } from '../support/render';

afterEach(cleanup);

describe('texts the page supplies: one string, or one per language', () => {
  it('cookie categories, cookies and the banner show the widget language’s text', () => {
    for (const [language, bannerText, names] of [
      ['zh-CN', '我们使用 Cookie。', ['必要 Cookie', '登录会话']],
      ['en', 'We use cookies.', ['Necessary cookies', 'Login session']],
    ] as const) {
      const consent = new ConsentService({ storage: new InMemoryStorage(), clock: new FakeClock() }, {
        banner: { description: { 'zh-CN': '我们使用 Cookie。', en: 'We use cookies.' } },
        cookieTypes: [
          { name: { 'zh-CN': '必要 Cookie', en: 'Necessary cookies' }, cookies: [{ key: 'session', name: { 'zh-CN': '登录会话', en: 'Login session' }, allowChange: false }] },
          { name: 'Analytics', cookies: [{ key: 'analytics', name: 'GA' }] },
        ],
      });
      render(
        <WidgetLanguage language={language}>
          <CookieConsent consent={consent} />
        </WidgetLanguage>,
      );
      expect(screen.getByText(bannerText, { exact: false })).toBeTruthy();
      act(() => consent.openPanel());
      for (const name of names) expect(screen.getAllByText(name, { exact: false }).length).toBeGreaterThan(0);
      expect(screen.getByText('Analytics')).toBeTruthy();
      cleanup();
    }
  });

  it('footer lines take the widget language’s text (and a plain string in every language)', () => {
    const footer = (language: Language) =>
      render(
        <WidgetLanguage language={language}>
          <Footer
            pageUrl="https://game.example.com/"
            copyright={{ 'zh-CN': '© 2026 星渊工作室', en: '© 2026 Starabyss Studio' }}
            icp={{ text: { 'zh-CN': '京ICP备1号', en: 'ICP 1' } }}
            licenceTable={{ 'game.example.com': { 'zh-CN': '出版物号：ISBN 1', en: 'ISBN 1' } }}
            policeFiling={{ text: 'Filing 0' }}
            links={[
              { text: { 'zh-CN': '关于', en: 'About us' }, href: '/about' },
              { text: '协议', href: '/agreement' },
              { text: '隐私', href: '/privacy' },
              { text: '加入', href: '/join' },
            ]}
          />
        </WidgetLanguage>,
      );
    footer('en');
    for (const text of ['© 2026 Starabyss Studio', 'ICP 1', 'ISBN 1', 'Filing 0', 'About us']) expect(screen.getByText(text)).toBeTruthy();
    cleanup();
    footer('zh-CN');
    for (const text of ['© 2026 星渊工作室', '京ICP备1号', '出版物号：ISBN 1', 'Filing 0', '关于']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('the share bar shares the title and description of the widget language', async () => {
    const kit = createTestKit();
    const open = vi.spyOn(kit.share, 'open').mockReturnValue(true);
    const info = {
      url: 'https://campaign.test/',
      image: 'https://campaign.test/a.png',
      title: { 'zh-CN': '预约开启', en: 'Reservations open' },
      description: { 'zh-CN': '快来预约', en: 'Come and reserve' },
    };
    renderWithKit(
      kit,
      <WidgetLanguage language="en">
        <ShareBar info={info} buttons={['twitter']} />
      </WidgetLanguage>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Twitter' }));
    expect(open).toHaveBeenCalledWith('twitter', expect.objectContaining({ title: 'Reservations open', description: 'Come and reserve' }));
    expect(await screen.findByText('Opened Twitter sharing')).toBeTruthy();
  });
});
