import { describe, expect, it } from 'vitest';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { redact, redactFields } from '../../../domain/shared/redaction';
import { SENSITIVE_FIELD, sensitiveNames } from '../../../domain/shared/sensitive-names';
import { leaksIn } from '../support/secret-forms';

const R = encodeURIComponent('[redacted]');
const E = encodeURIComponent;
const sensitive = sensitiveNames();
const MOBILE = '13912345678';
const EMAIL = 'neo+1@example.test';

/** `url` as the value of `next` of another address, `times` times over (each level encoded once more). */
const nested = (url: string, times: number): string => (times === 0 ? url : nested(`https://d.test/?next=${E(url)}`, times - 1));

describe('redact: names however written, values inside values (issue 26, finding 1)', () => {
  it('matches a name however it is percent-encoded, in any case', () => {
    expect(redact('https://a.test/?%74oken=t1&ACCESS_%54OKEN=t3&role_id=r1', sensitive)).toBe(`https://a.test/?%74oken=${R}&ACCESS_%54OKEN=${R}&role_id=r1`);
  });

  it('redacts inside a value that is itself an address or a query, encoded once, twice or not at all, and keeps the rest as written', () => {
    const page = 'https://campaign.test/?token=t1&role_id=r1';
    const redacted = `https://campaign.test/?token=${R}&role_id=r1`;
    expect(redact(`https://sso.test/quick_login/v2/?service=${E(page)}&aid=1128`, sensitive)).toBe(`https://sso.test/quick_login/v2/?service=${E(redacted)}&aid=1128`);
    expect(redact(`https://sso.test/get_qrcode/?next=${E(E(page))}&aid=1128`, sensitive)).toBe(`https://sso.test/get_qrcode/?next=${E(E(redacted))}&aid=1128`);
    expect(redact('https://x.test/?next=https://campaign.test/?token=t1&aid=1', sensitive)).toBe(`https://x.test/?next=https://campaign.test/?token=${R}&aid=1`);
    expect(redact(`https://x.test/web_login?url_params=${E('token=t1&role_id=r1')}`, sensitive)).toBe(`https://x.test/web_login?url_params=${E(`token=${R}&role_id=r1`)}`);
    expect(redact(`https://campaign.test/#/r?next=${E(page)}`, sensitive)).toBe(`https://campaign.test/#/r?next=${E(redacted)}`);
    expect(redact(`https://x.test/?a=1;token=t1`, sensitive)).toBe(`https://x.test/?a=1;token=${R}`);
  });

  it('drops a user name and password from an address inside a value', () => {
    expect(redact(`https://x.test/?next=${E('https://neo:pw-1@y.test/a')}`, sensitive)).toBe(`https://x.test/?next=${E('https://y.test/a')}`);
  });

  it('follows addresses four deep, and redacts a value nested deeper whole', () => {
    const innermost = 'https://d.test/?token=tok-777&role_id=r1';
    expect(redact(nested(innermost, 4), sensitive)).toBe(nested(`https://d.test/?token=${R}&role_id=r1`, 4));
    const deep = redact(nested(innermost, 6), sensitive);
    expect(leaksIn(deep, ['tok-777'])).toEqual([]);
    expect(deep).toMatch(/%(25)*5Bredacted%(25)*5D$/);
  });

  it('leaves an address with nothing sensitive exactly as written, nested addresses, other scripts and broken escapes included', () => {
    for (const address of [
      `https://a.test/x?service=${E('https://campaign.test/?role_id=r1#top')}&q=${E('中文')}&broken=%E4%zz&empty=&=v`,
      'https://a.test/#/route?server_id=s1&share_code=AB12',
      'https://a.test/?contact=a@b.test',
    ]) {
      expect(redact(address, sensitive)).toBe(address);
    }
  });
});

describe('one list of sensitive names: the passport fields and the credentials (issue 26, finding 2)', () => {
  it('holds every passport field and credential name, in any case, and no name that only looks like one', () => {
    const passportFields = ['mobile', 'email', 'code', 'sms_code', 'old_code', 'password', 'current_password', 'new_password', 'type', 'ticket', 'verify_ticket', 'cancel_ticket', 'value_ticket', 'account', 'username'];
    const credentials = ['state', 'auth_code', 'oauth_verifier', 'sms_code_key', 'signature', '_signature', 'sessionid', 'session_key', 'access_token', 'oauth_token', 'client_secret', 'login_ticket'];
    for (const name of passportFields) expect(SENSITIVE_FIELD.test(name) && sensitive(name) && sensitive(name.toUpperCase()), name).toBe(true);
    for (const name of credentials) expect(sensitive(name) && sensitive(name.toUpperCase()), name).toBe(true);
    for (const name of ['codes', 'zip_code', 'mobile_area', 'typed', 'session', 'statement', 'accounts', 'token_type', 'role_id', 'open_id']) expect(sensitive(name), name).toBe(false);
  });

  it('redacts phone numbers, emails and every other passport field, obfuscated or not, and keeps the rest', () => {
    const sent = `https://sso.test/send_activation_code/v2/?mobile=${obfuscate(MOBILE)}&type=${obfuscate('24')}&fp=f1&aid=1128&mix_mode=1`;
    expect(redact(sent, sensitive)).toBe(`https://sso.test/send_activation_code/v2/?mobile=${R}&type=${R}&fp=f1&aid=1128&mix_mode=1`);
    const fields = { email: EMAIL, username: 'neo', account: 'acc', code: 'c1', sms_code: '1234', old_code: 'o1', password: 'p', current_password: 'p', new_password: 'p', ticket: 't', verify_ticket: 't', cancel_ticket: 't', value_ticket: 't' };
    const query = new URLSearchParams(fields).toString();
    const out = new URL(redact(`https://x.test/?${query}&role_id=r1`, sensitive));
    for (const name of Object.keys(fields)) expect(out.searchParams.get(name), name).toBe('[redacted]');
    expect(out.searchParams.get('role_id')).toBe('r1');
  });

  it('redacts them inside another value too', () => {
    const login = `https://sso.test/quick_login/v2/?mobile=${obfuscate(MOBILE)}&code=${obfuscate('1234')}&mix_mode=1`;
    const out = redact(`https://x.test/?from=${E(login)}&back=${E(`https://y.test/?email=${E(EMAIL)}`)}`, sensitive);
    expect(leaksIn(out, [MOBILE, EMAIL, '1234'])).toEqual([]);
    expect(out).toContain(E('mix_mode=1'));
  });

  it("takes the page's own names on top, in any case, and open_id only when asked", () => {
    const address = 'https://a.test/?open_id=o1&Invite_Word=w1';
    expect(redact(address, sensitive)).toBe(address);
    expect(redact(address, sensitiveNames(['open_id', 'invite_word']))).toBe(`https://a.test/?open_id=${R}&Invite_Word=${R}`);
  });

  it('matches a name whose last part is sensitive (user[mobile], user.email)', () => {
    expect(redact('https://a.test/?user[mobile]=m1&user.email=e1&mobile_area=86', sensitive)).toBe(`https://a.test/?user[mobile]=${R}&user.email=${R}&mobile_area=86`);
  });
});

describe('redact: a value to its end, a name with brackets (issue 35, finding 5)', () => {
  it('redacts a value to the next & or #, a ) inside it included', () => {
    expect(redact('https://a.test/?token=ab)SECRET-TAIL&role_id=r1#access_token=x)(y)z&v=1', sensitive)).toBe(`https://a.test/?token=${R}&role_id=r1#access_token=${R}&v=1`);
    expect(redact(`https://x.test/?next=${E('https://c.test/?token=ab)SECRET-TAIL&aid=1')}`, sensitive)).toBe(`https://x.test/?next=${E(`https://c.test/?token=${R}&aid=1`)}`);
  });

  it('redacts name[...] when name is sensitive, brackets as written or percent-encoded', () => {
    const address = 'https://a.test/?token[]=ARRAYSECRET&token[0]=S0&token[a]=SA&token%5B%5D=SENC&ACCESS_TOKEN%5b1%5d=S1&user[profile][mobile]=m1&role_id=r1';
    expect(redact(address, sensitive)).toBe(`https://a.test/?token[]=${R}&token[0]=${R}&token[a]=${R}&token%5B%5D=${R}&ACCESS_TOKEN%5b1%5d=${R}&user[profile][mobile]=${R}&role_id=r1`);
    expect(redactFields({ 'token[]': 'ARRAYSECRET', 'list[0]': 'kept' }, sensitive)).toEqual({ 'token[]': '[redacted]', 'list[0]': 'kept' });
  });

  it('leaves other bracketed names and a ) closing a parenthesis around an address as written', () => {
    const address = 'https://a.test/?list[]=a&list[0]=b&role[token_type]=c&q=(x)';
    expect(redact(address, sensitive)).toBe(address);
    expect(redact('failed (https://a.test/?token=t1)', sensitive)).toBe(`failed (https://a.test/?token=${R})`);
  });
});

describe('redact: messages and stacks (issue 26)', () => {
  it('redacts the addresses an error message or a stack carries, and names written in the text', () => {
    expect(redact('the poster picture failed to load: https://cdn.test/p.png?token=t1&w=2', sensitive)).toBe(`the poster picture failed to load: https://cdn.test/p.png?token=${R}&w=2`);
    expect(redact('Error: x\n    at load (https://campaign.test/app.js?ticket=t1:12:7)\n    at https://neo:pw@campaign.test/b.js:1:2', sensitive)).toBe(
      `Error: x\n    at load (https://campaign.test/app.js?ticket=${R})\n    at https://campaign.test/b.js:1:2`,
    );
    expect(redact(`send failed for mobile=${MOBILE}, "email=${EMAIL}" (service=${E('https://c.test/?token=t1')})`, sensitive)).toBe(
      `send failed for mobile=${R} "email=${R}" (service=${E(`https://c.test/?token=${R}`)})`,
    );
  });

  it('leaves text with nothing sensitive as it was', () => {
    const text = 'TypeError: a.b is undefined (x=1, y=2) at https://campaign.test/app.js:3:9';
    expect(redact(text, sensitive)).toBe(text);
  });
});

describe('redactFields: what a report carries besides addresses (issue 26)', () => {
  it('redacts sensitive names at any level and addresses inside strings; other values are kept', () => {
    const fields = {
      event: 'act_download_start',
      download_url: 'https://cdn.test/game.apk?token=t1&v=2',
      fail_reason: `share failed: https://s.test/?access_token=t2 (mobile=${MOBILE})`,
      profile: { Mobile: MOBILE, nick: 'neo', links: ['https://x.test/?email=e1', 3] },
      count: 2,
      ok: true,
      none: null,
    };
    expect(redactFields(fields, sensitive)).toEqual({
      event: 'act_download_start',
      download_url: `https://cdn.test/game.apk?token=${R}&v=2`,
      fail_reason: `share failed: https://s.test/?access_token=${R} (mobile=${R})`,
      profile: { Mobile: '[redacted]', nick: 'neo', links: [`https://x.test/?email=${R}`, 3] },
      count: 2,
      ok: true,
      none: null,
    });
  });

  it('writes the fields as JSON does (a Date as its text), and leaves fields JSON refuses (a cycle) for the report to refuse', () => {
    expect(redactFields({ when: new Date(0), token: 't1' }, sensitive)).toEqual({ when: '1970-01-01T00:00:00.000Z', token: '[redacted]' });
    const cyclic: Record<string, unknown> = { token: 't1' };
    cyclic.self = cyclic;
    expect(redactFields(cyclic, sensitive)).toBe(cyclic);
  });
});

describe('redaction takes linear time (issue 26)', () => {
  // 100,000 characters: linear work takes milliseconds, quadratic work minutes; the bound leaves room for a busy machine.
  it('handles 100,000 characters of hostile input in a few seconds at most', () => {
    const inputs = [
      `https://a.test/?${'a'.repeat(100_000)}`,
      `https://a.test/?${'&a=%'.repeat(25_000)}`,
      `https://a.test/?x=${'%25'.repeat(33_000)}41`,
      `https://a.test/?${';'.repeat(100_000)}`,
      'https://'.repeat(12_500),
      `${' a'.repeat(50_000)}=`,
      `https://a.test/?token=${')'.repeat(100_000)}a`,
      `https://a.test/?token=${')'.repeat(100_000)}`,
      `https://a.test/?${'['.repeat(100_000)}=x`,
      `https://a.test/?${'a['.repeat(50_000)}=x`,
    ];
    for (const input of inputs) {
      const started = performance.now();
      redact(input, sensitive);
      expect(performance.now() - started, input.slice(0, 20)).toBeLessThan(5000);
    }
  });
});
