import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_HREFS, fromSourceOf, licenceFor, resolveFooter } from '../../../domain/layout/footer-rules';
import { FakePage } from '../../../adapters/fake/index';
import { isWeixinAndroid, WeixinMask } from '../../../domain/layout/weixin-mask';

const DEFAULTS = ['About', 'Agreement', 'Privacy', 'Join'].map((text, index) => ({ text, href: DEFAULT_FOOTER_HREFS[index]! }));
const FOUR = ['a', 'b', 'c', 'd'].map((text) => ({ text, href: `https://x.test/${text}` }));
const TABLE = { 'game.example.com': '新广出审[2026]1号 ISBN 978-7-0000-0000-1', 'empty.example.com': '' };

describe('footer rules (SPEC §2)', () => {
  it('keeps the default links unless a list of exactly 4 overrides them', () => {
    expect(resolveFooter({}, 'https://game.example.com/', DEFAULTS).links).toEqual(DEFAULTS);
    expect(resolveFooter({ links: FOUR }, 'https://game.example.com/', DEFAULTS).links).toEqual(FOUR);
    const three = resolveFooter({ links: FOUR.slice(0, 3) }, 'https://game.example.com/', DEFAULTS);
    expect(three.links).toEqual(DEFAULTS);
    expect(three.warnings).toEqual(['footer links need exactly 4 entries, got 3; using the defaults']);
    expect(resolveFooter({ links: [...FOUR, FOUR[0]!] }, 'https://game.example.com/', DEFAULTS).links).toEqual(DEFAULTS);
  });

  it('refuses a javascript: address in an override', () => {
    const links = [...FOUR.slice(0, 3), { text: 'x', href: 'javascript:alert(1)' }];
    const model = resolveFooter({ links }, 'https://game.example.com/', DEFAULTS);
    expect(model.links).toEqual(DEFAULTS);
    expect(model.warnings).toHaveLength(1);
  });

  it('refuses scheme-relative addresses that leave the site (/\\evil.com, //evil.com) in links and the guardian badge', () => {
    for (const href of ['/\\evil.com', '//evil.com', '\\\\evil.com', '/\t/evil.com', ' //evil.com']) {
      const links = [...FOUR.slice(0, 3), { text: 'x', href }];
      expect(resolveFooter({ links }, 'https://game.example.com/', DEFAULTS).links).toEqual(DEFAULTS);
      expect(new URL(resolveFooter({ guardianUrl: href }, 'https://game.example.com/', DEFAULTS).guardianHref).origin).toBe('https://game.example.com');
    }
    expect(resolveFooter({ links: [...FOUR.slice(0, 3), { text: 'x', href: '/about' }] }, 'https://game.example.com/', DEFAULTS).links[3]!.href).toBe('/about');
  });

  it('drops an unsafe ICP or police-filing address with a warning, and keeps a safe one', () => {
    const unsafe = resolveFooter({ icp: { text: 'ICP', href: 'javascript:alert(1)' }, policeFiling: { text: '公安', href: '//evil.com' } }, 'https://game.example.com/', DEFAULTS);
    expect(unsafe.icp).toEqual({ text: 'ICP' });
    expect(unsafe.policeFiling).toEqual({ text: '公安' });
    expect(unsafe.warnings).toEqual([
      'footer policeFiling.href must be an http(s) or /path address; showing the line without a link',
      'footer icp.href must be an http(s) or /path address; showing the line without a link',
    ]);
    const safe = resolveFooter({ icp: { text: 'ICP', href: 'https://beian.example/' }, policeFiling: { text: '公安' } }, 'https://game.example.com/', DEFAULTS);
    expect(safe.icp).toEqual({ text: 'ICP', href: 'https://beian.example/' });
    expect(safe.policeFiling).toEqual({ text: '公安' });
    expect(safe.warnings).toEqual([]);
  });

  it('takes from_source from the option, else the first label of the host name', () => {
    expect(fromSourceOf('campaign', 'https://game.example.com/')).toBe('campaign');
    expect(fromSourceOf(undefined, 'https://game.example.com/x?y=1')).toBe('game');
    const model = resolveFooter({ guardianUrl: 'https://guardian.test/path' }, 'https://sxd.example.com/', DEFAULTS);
    expect(model.guardianHref).toBe('https://guardian.test/path?from_source=sxd');
    expect(resolveFooter({}, 'https://sxd.example.com/', DEFAULTS).guardianHref).toBe('https://sxd.example.com/guardian/?from_source=sxd');
  });

  it('chooses the licence text by host from the table; the option overrides it; unknown hosts have none', () => {
    expect(licenceFor('https://game.example.com/', TABLE, undefined)).toBe(TABLE['game.example.com']);
    expect(licenceFor('https://www.game.example.com/', TABLE, undefined)).toBe(TABLE['game.example.com']);
    expect(licenceFor('https://empty.example.com/', TABLE, undefined)).toBe('');
    expect(licenceFor('https://other.example.com/', TABLE, undefined)).toBe('');
    expect(licenceFor('https://game.example.com/', TABLE, '自定义')).toBe('自定义');
  });
});

describe('WeixinMask (SPEC §2)', () => {
  const WEIXIN_ANDROID = 'Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.40';
  it('is shown by a download attempt in weixin on Android only, and hidden by hide()', () => {
    expect(isWeixinAndroid(WEIXIN_ANDROID)).toBe(true);
    expect(isWeixinAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger/8.0')).toBe(false);
    const other = new WeixinMask(new FakePage({ userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/120' }));
    expect(other.attemptDownload()).toBe(false);
    expect(other.state.visible).toBe(false);
    const mask = new WeixinMask(new FakePage({ userAgent: WEIXIN_ANDROID }));
    expect(mask.attemptDownload()).toBe(true);
    expect(mask.state.visible).toBe(true);
    mask.hide();
    expect(mask.state.visible).toBe(false);
  });
});
