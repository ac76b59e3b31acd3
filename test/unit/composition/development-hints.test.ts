import { describe, expect, it, vi } from 'vitest';
import { crossSiteLoginWarning, corsRefusalHint, onSite, warnCrossSiteLogin, withCorsHint } from '../../../composition/development-hints';
import { CampaignKitError } from '../../../ports/errors';
import type { HttpPort, HttpRequest } from '../../../ports/http.port';

const PAGE = 'http://localhost:3000/campaign/';
const API = 'http://localhost:8787';

/** A transport whose calls all fail with `error`. */
const failing = (error: Error): HttpPort => ({ request: () => Promise.reject(error) });
const networkError = () => new CampaignKitError('NETWORK', '网络请求失败，请重试', { errorCode: -1 });
const call = (url: string): HttpRequest => ({ method: 'GET', url });

describe('development build: the first call CORS refused is named on the console (issue 37, item 3)', () => {
  it('warns once, with the origin and the flag, when a call to another origin fails with NETWORK while that origin answers', async () => {
    const warn = vi.fn();
    const answers = vi.fn(async () => true);
    const http = withCorsHint(failing(networkError()), PAGE, answers, warn, new Set());
    await expect(http.request(call(`${API}/act/demo-app/passport/login_check`))).rejects.toMatchObject({ code: 'NETWORK', message: '网络请求失败，请重试' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(answers).toHaveBeenCalledWith(API);
    expect(warn).toHaveBeenCalledWith(corsRefusalHint(API, 'http://localhost:3000'));
    expect(warn.mock.calls[0]![0]).toContain('start it with --origin http://localhost:3000');
    await expect(http.request(call(`${API}/passport/web/send_code/`))).rejects.toMatchObject({ code: 'NETWORK' });
    await Promise.resolve();
    expect(answers).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the other origin does not answer at all (a server that is down)', async () => {
    const warn = vi.fn();
    const answers = vi.fn(async () => false);
    const http = withCorsHint(failing(networkError()), PAGE, answers, warn, new Set());
    await expect(http.request(call(`${API}/x`))).rejects.toMatchObject({ code: 'NETWORK' });
    await vi.waitFor(() => expect(answers).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(warn).not.toHaveBeenCalled();
  });

  it('probes nothing for a failed call to the page\'s own origin, nor for a timeout or an answered error', async () => {
    const answers = vi.fn(async () => true);
    const warn = vi.fn();
    await expect(withCorsHint(failing(networkError()), PAGE, answers, warn, new Set()).request(call('/act/x'))).rejects.toMatchObject({ code: 'NETWORK' });
    await expect(withCorsHint(failing(new CampaignKitError('TIMEOUT', 'Request Timeout')), PAGE, answers, warn, new Set()).request(call(`${API}/x`))).rejects.toMatchObject({ code: 'TIMEOUT' });
    const answered: HttpPort = { request: async () => ({ status: 500, headers: {}, data: {} }) as never };
    await expect(withCorsHint(answered, PAGE, answers, warn, new Set()).request(call(`${API}/x`))).resolves.toMatchObject({ status: 500 });
    expect(answers).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('development build: login origins on another site than the page (issue 36, item 5)', () => {
  const page = (origin: string, site: string) => ({ origin, protocol: new URL(origin).protocol, site });

  it('compares sites, not origins: another port or a subdomain of the registrable domain is the same site', () => {
    expect(onSite('http://localhost:8787', page('http://localhost:3000', 'localhost'))).toBe(true);
    expect(onSite('https://passport.example.com', page('https://www.game.example.com', 'example.com'))).toBe(true);
    expect(onSite('https://example.com', page('https://www.example.com', 'example.com'))).toBe(true);
    expect(onSite('https://sso.example.co.uk:8443', page('https://game.example.co.uk', 'example.co.uk'))).toBe(true);
  });

  it('tells localhost from 127.0.0.1, http from https, and a look-alike host from the site', () => {
    expect(onSite('http://127.0.0.1:8787', page('http://localhost:3000', 'localhost'))).toBe(false);
    expect(onSite('http://localhost:8787', page('http://127.0.0.1:3000', '127.0.0.1'))).toBe(false);
    expect(onSite('http://passport.example.com', page('https://www.example.com', 'example.com'))).toBe(false);
    expect(onSite('https://passport.notexample.com', page('https://www.example.com', 'example.com'))).toBe(false);
    expect(onSite('https://example.com.evil.test', page('https://www.example.com', 'example.com'))).toBe(false);
    expect(onSite('https://other.github.io', page('https://me.github.io', 'me.github.io'))).toBe(false);
  });

  it('names the origins on another site, what breaks and the fix', () => {
    const message = crossSiteLoginWarning({ sso: 'http://127.0.0.1:8787', passport: 'http://127.0.0.1:8787' }, page('http://localhost:3000', 'localhost'));
    expect(message).toBe(
      'campaign-kit: the single-sign-on origin (ssoOrigin http://127.0.0.1:8787) and the passport (passport.origin http://127.0.0.1:8787) are on another site than this page (http://localhost:3000, site http://localhost). ' +
        'Its login cookies are third-party cookies here: Safari, iOS webviews and Firefox in strict mode refuse them, so logins do not stick there. ' +
        "Serve the page on the login service's site, or have this page's own origin proxy it (and point the kit at that origin). " +
        "(A development build's hint; production builds say nothing.)",
    );
    expect(crossSiteLoginWarning({ sso: 'https://sso.example.com', passport: 'https://passport.other.com' }, page('https://www.example.com', 'example.com'))).toMatch(
      /^campaign-kit: the passport \(passport\.origin https:\/\/passport\.other\.com\) is on another site than this page/,
    );
    expect(crossSiteLoginWarning({ sso: 'http://localhost:8787', passport: 'http://localhost:8787' }, page('http://localhost:3000', 'localhost'))).toBeUndefined();
  });

  it('warns once per page load', () => {
    const warn = vi.fn();
    const seen = new Set<string>();
    for (let n = 0; n < 3; n++) warnCrossSiteLogin({ sso: 'https://sso.other.com', passport: 'https://sso.other.com' }, page('https://www.example.com', 'example.com'), warn, seen);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
