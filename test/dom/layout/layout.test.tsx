import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakePage } from '../../../adapters/fake/index';
import { WeixinMask as WeixinMaskController } from '../../../domain/layout/weixin-mask';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { Footer } from '../../../ui-react/layout/footer';
import { mountFooter, mountTopBar } from '../../../ui-react/layout/mount';
import { TopBar } from '../../../ui-react/layout/top-bar';
import { WeixinMask } from '../../../ui-react/layout/weixin-mask';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const PAGE = 'https://sxd.example.com/campaign';

describe('Footer (SPEC §2)', () => {
  it('shows the four default links, the guardian badge with from_source, slogans, filings, copyright and the host licence', () => {
    render(
      <Footer
        layout="desktop"
        pageUrl={PAGE}
        guardianUrl="https://guardian.test/"
        licenceTable={{ 'sxd.example.com': '新广出审[2026]1号' }}
        policeFiling={{ text: '京公网安备 11000002000001号', href: 'https://beian.example/' }}
        icp={{ text: '京ICP备00000000号' }}
        copyright="© 2026 星渊工作室"
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['关于我们', '用户协议', '隐私政策', '加入我们']);
    expect(within(footer).getByRole('link', { name: '家长监护' }).getAttribute('href')).toBe('https://guardian.test/?from_source=sxd');
    expect(footer.textContent).toContain('抵制不良游戏，拒绝盗版游戏。');
    expect(within(footer).getByRole('link', { name: '京公网安备 11000002000001号' }).getAttribute('href')).toBe('https://beian.example/');
    for (const text of ['京ICP备00000000号', '© 2026 星渊工作室', '新广出审[2026]1号']) expect(footer.textContent).toContain(text);
    expect(footer.className).toContain('ck-footer--desktop');
    expect(footer.className).toContain('ck-footer--light');
  });

  it('uses a list of 4 links, and warns and keeps the defaults for another length', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const four = ['A', 'B', 'C', 'D'].map((text) => ({ text, href: `/${text}` }));
    const { unmount } = render(<Footer pageUrl={PAGE} links={four} theme="dark" layout="mobile" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['A', 'B', 'C', 'D']);
    expect(screen.getByRole('contentinfo').className).toContain('ck-footer--dark');
    expect(warn).not.toHaveBeenCalled();
    unmount();
    render(<Footer pageUrl={PAGE} links={four.slice(0, 2)} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['关于我们', '用户协议', '隐私政策', '加入我们']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('exactly 4'));
  });

  it('speaks English inside <WidgetLanguage language="en">', () => {
    render(
      <WidgetLanguage language="en">
        <Footer pageUrl={PAGE} />
      </WidgetLanguage>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['About', 'User Agreement', 'Privacy Policy', 'Join Us']);
  });
});

describe('TopBar (SPEC §2)', () => {
  it('shows the logo linking home and the page content', () => {
    render(
      <TopBar logo="/logo.png" logoAlt="星渊回响" href="/home">
        <a href="#news">新闻</a>
      </TopBar>,
    );
    const bar = screen.getByRole('banner');
    const logo = within(bar).getByRole('link', { name: '星渊回响' });
    expect(logo.getAttribute('href')).toBe('/home');
    within(bar).getByRole('link', { name: '新闻' });
  });
});

describe('mountTopBar / mountFooter (SPEC §2)', () => {
  it('render into the element the selector finds', async () => {
    document.body.innerHTML = '<div id="top"></div><div id="bottom"></div>';
    let top: ReturnType<typeof mountTopBar>;
    await act(async () => {
      top = mountTopBar('#top', { logo: '/logo.png', logoAlt: '星渊回响' });
      mountFooter('#bottom', { theme: 'dark', language: 'en' });
    });
    expect(screen.getByRole('img', { name: '星渊回响' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').className).toContain('ck-footer--dark');
    await act(async () => top!.unmount());
    expect(screen.queryByRole('img', { name: '星渊回响' })).toBeNull();
  });

  it('warn and render nothing when the element is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mountTopBar('#missing', { logo: '/l.png', logoAlt: 'x' })).toBeUndefined();
    expect(mountFooter('#nowhere')).toBeUndefined();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'campaign-kit top bar: no element matches #missing; nothing rendered',
      'campaign-kit footer: no element matches #nowhere; nothing rendered',
    ]);
    expect(document.body.innerHTML).toBe('');
  });
});

describe('WeixinMask (SPEC §2)', () => {
  it('covers the page after a download attempt in weixin on Android, and a tap hides it', () => {
    const mask = new WeixinMaskController(new FakePage({ userAgent: 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.47' }));
    render(<WeixinMask mask={mask} image="/mask.png" />);
    expect(screen.queryByRole('button', { name: '请在浏览器中打开' })).toBeNull();
    act(() => void mask.attemptDownload());
    const overlay = screen.getByRole('button', { name: '请在浏览器中打开' });
    expect(within(overlay).getByRole('img').getAttribute('src')).toBe('/mask.png');
    fireEvent.click(overlay);
    expect(screen.queryByRole('button', { name: '请在浏览器中打开' })).toBeNull();
  });
});
