import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock, InMemoryStorage } from '../../../adapters/fake/index';
import { ConsentService } from '../../../domain/consent/consent.service';
import type { ConsentConfig } from '../../../domain/consent/consent.types';
import { CookieConsent } from '../../../ui-react/consent/cookie-consent';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';

afterEach(cleanup);

const CONFIG: ConsentConfig = {
  banner: { description: '我们使用 Cookie。[隐私政策@https://example.com/privacy] [危险@javascript:alert(1)]' },
  cookieTypes: [
    { name: '必要', cookies: [{ key: 'session', name: '会话', allowChange: false }] },
    { name: '分析', description: '统计访问量。', cookies: [{ key: 'analytics', name: '访问统计', provider: 'Analytics Inc.', link: 'https://example.com/ga' }] },
  ],
};

function setup(config: ConsentConfig = CONFIG, language?: 'en') {
  const storage = new InMemoryStorage();
  const consent = new ConsentService({ storage, clock: new FakeClock() }, config);
  const ui = <CookieConsent consent={consent} />;
  render(language ? <WidgetLanguage language={language}>{ui}</WidgetLanguage> : ui);
  return { consent, storage };
}

const banner = () => screen.queryByRole('region', { name: 'Cookie 提示' });
const dialog = () => screen.queryByRole('dialog', { name: 'Cookie 设置' });
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey });

describe('CookieConsent banner (SPEC §2)', () => {
  it('shows a labelled region with the description, a safe link, and the three buttons', () => {
    setup();
    const region = banner()!;
    expect(region).not.toBeNull();
    expect(region.querySelector('[aria-live]')).not.toBeNull();
    const link = within(region).getByRole('link', { name: '隐私政策' });
    expect(link.getAttribute('href')).toBe('https://example.com/privacy');
    expect(within(region).queryByRole('link', { name: '危险' })).toBeNull();
    expect(region.textContent).toContain('[危险@javascript:alert(1)]');
    for (const name of ['Cookie 设置', '全部拒绝', '全部接受']) within(region).getByRole('button', { name });
  });

  it('Accept All stores the decision and hides the banner', () => {
    const { storage } = setup();
    fireEvent.click(screen.getByRole('button', { name: '全部接受' }));
    expect(banner()).toBeNull();
    expect(storage.get('local', 'cookie_consent')).toMatchObject({ status: 'accepted', code: 1 });
  });

  it('Reject All stores the rejection and hides the banner', () => {
    const { storage } = setup();
    fireEvent.click(screen.getByRole('button', { name: '全部拒绝' }));
    expect(banner()).toBeNull();
    expect(storage.get('local', 'cookie_consent')).toMatchObject({ status: 'rejected', code: 2 });
  });

  it('the simple variant shows a title, OK and Learn More', () => {
    const { storage } = setup({ ...CONFIG, banner: { isSimple: true, title: '关于 Cookie', learnMore: 'https://example.com/cookies' } });
    const region = banner()!;
    within(region).getByRole('heading', { name: '关于 Cookie' });
    expect(within(region).getByRole('link', { name: '了解更多' }).getAttribute('href')).toBe('https://example.com/cookies');
    expect(within(region).queryByRole('button', { name: '全部拒绝' })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: '确定' }));
    expect(storage.get('local', 'cookie_consent')).toMatchObject({ status: 'accepted' });
  });

  it('speaks English inside <WidgetLanguage language="en">', () => {
    const { storage } = setup(CONFIG, 'en');
    expect(banner()).toBeNull();
    const region = screen.getByRole('region', { name: 'Cookie notice' });
    expect(within(region).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cookie Setting', 'Reject All', 'Accept All']);
    fireEvent.click(within(region).getByRole('button', { name: 'Cookie Setting' }));
    const panel = screen.getByRole('dialog', { name: 'Cookie Setting' });
    expect(within(panel).getByRole('button', { name: 'Cookie details' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Saved with every changeable switch off: what was chosen is a rejection.
    expect(storage.get('local', 'cookie_consent')).toMatchObject({ status: 'rejected', code: 2 });
  });
});

describe('CookieConsent settings panel (SPEC §2, §4, §6)', () => {
  const openPanel = () => {
    const opener = screen.getByRole('button', { name: 'Cookie 设置' });
    opener.focus();
    fireEvent.click(opener);
    return dialog()!;
  };

  it('opens as a modal dialog with focus inside, labelled switches, and a locked one on and disabled', () => {
    setup();
    const panel = openPanel();
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(panel.contains(document.activeElement)).toBe(true);
    const locked = within(panel).getByRole('switch', { name: /会话/ });
    expect(locked.getAttribute('aria-checked')).toBe('true');
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    const analytics = within(panel).getByRole('switch', { name: '访问统计' });
    expect(analytics.getAttribute('aria-checked')).toBe('false');
  });

  it('toggles a switch and Save stores it as accepted', () => {
    const { storage, consent } = setup();
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('switch', { name: '访问统计' }));
    expect(within(panel).getByRole('switch', { name: '访问统计' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(panel).getByRole('button', { name: '保存' }));
    expect(dialog()).toBeNull();
    expect(storage.get('local', 'cookie_consent')).toMatchObject({ status: 'accepted', code: 1 });
    expect(consent.state.granted).toEqual(['session', 'analytics']);
  });

  it('Escape closes the panel, reverts the toggle and returns focus to Cookie Setting', () => {
    const { storage } = setup();
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('switch', { name: '访问统计' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cookie 设置' }));
    expect(storage.get('local', 'cookie_consent')).toBeUndefined();
    const again = openPanel();
    expect(within(again).getByRole('switch', { name: '访问统计' }).getAttribute('aria-checked')).toBe('false');
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    setup();
    const panel = openPanel();
    const first = document.activeElement;
    expect(first).toBe(within(panel).getByRole('button', { name: '关闭' }));
    const visited = new Set<Element | null>();
    for (let i = 0; i < 10; i += 1) {
      tab();
      visited.add(document.activeElement);
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    expect(visited.has(within(panel).getByRole('button', { name: '保存' }))).toBe(true);
    (within(panel).getByRole('button', { name: '关闭' }) as HTMLElement).focus();
    tab(true);
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: '保存' }));
  });

  it("expands and collapses 'Cookie details' with aria-expanded", () => {
    setup();
    const panel = openPanel();
    const toggle = within(panel).getByRole('button', { name: 'Cookie 详情' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details.hidden).toBe(true);
    expect(within(panel).queryByRole('link', { name: 'https://example.com/ga' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(details.textContent).toContain('Analytics Inc.');
    expect(within(panel).getByRole('link', { name: 'https://example.com/ga' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details.hidden).toBe(true);
  });
});
