import { describe, expect, it } from 'vitest';
import { checkCodeInput } from '../../../domain/shared/code-input';
import { allowedNavigation, isSchemeRelative, requireAllowedNavigation, safeHref } from '../../../domain/shared/navigation';
import { addressOf } from '../../../domain/shared/url';

const PAGE = 'https://campaign.example.com/spring/?token=abc&open_id=x';
const POLICY = { pageUrl: PAGE, allowedOrigins: ['https://passport.example.com'] };
const SCHEME_RELATIVE = ['//evil.com/x', '/\\evil.com', '\\\\evil.com', '\\/evil.com', '/\t/evil.com', '/\n/evil.com', ' //evil.com', '\u0001//evil.com'];

describe('navigation targets (issue 9, no open redirect)', () => {
  it('takes paths and addresses on the page origin or an allowed one', () => {
    expect(allowedNavigation('/after-logout?x=1', POLICY)).toBe('https://campaign.example.com/after-logout?x=1');
    expect(allowedNavigation('https://campaign.example.com/a', POLICY)).toBe('https://campaign.example.com/a');
    expect(allowedNavigation('https://passport.example.com/done', POLICY)).toBe('https://passport.example.com/done');
  });

  it('refuses other origins, look-alike hosts, other schemes and every scheme-relative form', () => {
    const refused = [
      'https://evil.com/',
      'https://campaign.example.com.evil.com/',
      'http://campaign.example.com/',
      'https://passport.example.com:8443/',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>1</script>',
      ...SCHEME_RELATIVE,
    ];
    for (const target of refused) expect(allowedNavigation(target, POLICY), target).toBeUndefined();
  });

  it('throws INVALID_ARGUMENT naming the address when asked to require one', () => {
    expect(() => requireAllowedNavigation('https://evil.com/', POLICY, 'logout next')).toThrowError(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'logout next must be an address on this site or an allowed origin, got https://evil.com/' }),
    );
    expect(requireAllowedNavigation(PAGE, POLICY, 'logout next')).toBe(PAGE);
  });

  it('recognises the scheme-relative forms browsers read as another host', () => {
    for (const href of SCHEME_RELATIVE) expect(isSchemeRelative(href), JSON.stringify(href)).toBe(true);
    for (const href of ['/about', '/a//b', 'https://x.test/', 'about']) expect(isSchemeRelative(href), href).toBe(false);
  });

  it('safeHref: absolute http(s) or a same-site path; never scheme-relative or another scheme', () => {
    expect(safeHref('/about')).toBe('/about');
    expect(safeHref('https://x.test/a')).toBe('https://x.test/a');
    for (const href of [...SCHEME_RELATIVE, 'javascript:alert(1)', 'mailto:a@b.c', 'about']) expect(safeHref(href), JSON.stringify(href)).toBeUndefined();
  });
});

describe('addressOf: an address to give away (share links, OAuth redirect_uri)', () => {
  it('is origin + path, then only the named parameters, then the ones set', () => {
    const page = 'https://user:pw@campaign.example.com/spring/index.html?token=abc&code=y&channel=ad#/home?from_source=push&access_token=t';
    expect(addressOf(page)).toBe('https://campaign.example.com/spring/index.html');
    expect(addressOf(page, { set: { login_type: 'google' } })).toBe('https://campaign.example.com/spring/index.html?login_type=google');
    expect(addressOf(page, { keep: ['channel', 'from_source', 'missing'], set: { share_code: 'AB12' } })).toBe(
      'https://campaign.example.com/spring/index.html?channel=ad&from_source=push&share_code=AB12',
    );
  });
});

describe('checkCodeInput: verification codes before they are sent', () => {
  it('takes 4 to 6 digits, trimmed', () => {
    expect(checkCodeInput(' 1234 ')).toBe('1234');
    expect(checkCodeInput('123456')).toBe('123456');
  });

  it('refuses other characters with 验证码必须是数字! and other lengths with 验证码应为4到6位数字', () => {
    for (const code of ['12a4', '１２３４', '12 34', '', undefined]) {
      expect(() => checkCodeInput(code), String(code)).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: '验证码必须是数字!' }));
    }
    for (const code of ['123', '1234567', '1'.repeat(64)]) {
      expect(() => checkCodeInput(code), code).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: '验证码应为4到6位数字' }));
    }
  });
});
