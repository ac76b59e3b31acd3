import { describe, expect, it } from 'vitest';
import { captchaSubtype, readDemand } from '../../../domain/passport/decision';

/** A failed answer carrying `conf` as its verification decision, under `data`. */
const withDecision = (conf: unknown, data: Record<string, unknown> = {}) => ({ data: { ...data, verify_center_decision_conf: conf } });

describe('reading what a failed passport answer demands (docs/wire-contract.md, Challenges)', () => {
  it('maps the captcha subtype codes: 3059 text, 3060 3d, 99996 whirl, any other slide', () => {
    expect([3059, 3060, 99996, 1, undefined, '3060'].map(captchaSubtype)).toEqual(['text', '3d', 'whirl', 'slide', 'slide', '3d']);
  });

  it('takes a subtype by name over its code, and falls back to the code for another name', () => {
    for (const [name, code] of [['text', 3060], ['3d', 3059], ['whirl', 3059], ['slide', 3059]] as const) {
      expect(readDemand(withDecision({ subtype: name, subtype_code: code }), 1105, '')).toMatchObject({ decision: { subtype: name } });
    }
    expect(readDemand(withDecision({ subtype: 'puzzle', subtype_code: 99996 }), 1105, '')).toMatchObject({ decision: { subtype: 'whirl' } });
    expect(readDemand(withDecision({ subtype_code: '3059' }), 1105, '')).toMatchObject({ decision: { subtype: 'text' } });
  });

  it('reads a subtype code that is neither a number nor text as missing: slide', () => {
    expect(readDemand(withDecision({ subtype_code: [3059] }), 1105, '')).toMatchObject({ decision: { subtype: 'slide' } });
  });

  it('a captcha decision asks for a captcha whatever the error code, with its detail and region', () => {
    expect(readDemand(withDecision(JSON.stringify({ subtype: 'slide', detail: 'D', region: 'sg' })), 1000, 'risk')).toEqual({
      kind: 'captcha',
      errorCode: 1000,
      description: 'risk',
      image: undefined,
      decision: { kind: 'captcha', subtype: 'slide', detail: 'D', region: 'sg', verifyWays: [], raw: { subtype: 'slide', detail: 'D', region: 'sg' } },
    });
  });

  it('leaves out a detail or region that is not text', () => {
    const demand = readDemand(withDecision({ detail: 7, region: 7 }), 1105, '');
    expect(demand).toMatchObject({ decision: { detail: undefined, region: undefined } });
  });

  it.each([
    ['type second', { type: 'second' }],
    ['subtype sms', { subtype: 'sms' }],
    ['subtype mobile_sms', { subtype: 'mobile_sms' }],
    ['subtype email', { subtype: 'email' }],
    ['subtype pwd', { subtype: 'pwd' }],
    ['subtype second', { subtype: 'second' }],
    ['verify_ways', { verify_ways: ['email'] }],
  ])('a decision with %s asks for a second verification whatever the error code', (_, conf) => {
    expect(readDemand(withDecision(conf), 1000, '')).toMatchObject({ kind: 'second', errorCode: 1000 });
  });

  it('a second verification offers the decision ways, else mobile_sms, and targets the mobile, else the email', () => {
    expect(readDemand(withDecision({ verify_ways: ['email', 'pwd'] }, { email: 'p***@example.com' }), 2046, '')).toEqual({
      kind: 'second',
      errorCode: 2046,
      description: '',
      smsCodeKey: undefined,
      verifyWays: ['email', 'pwd'],
      target: 'p***@example.com',
    });
    expect(readDemand({ data: { mobile: 138, email: 7, sms_code_key: 5 } }, 2046, '')).toMatchObject({
      verifyWays: ['mobile_sms'],
      target: undefined,
      smsCodeKey: undefined,
    });
  });

  it('shows the picture under data, else the top-level one, and none when both are empty', () => {
    expect(readDemand({ data: { captcha: 'data:a' }, captcha: 'data:b' }, 1105, '')).toMatchObject({ image: 'data:a' });
    expect(readDemand({ data: { captcha: '' }, captcha: 'data:b' }, 1105, '')).toMatchObject({ image: 'data:b' });
    expect(readDemand({ data: { captcha: 5 }, captcha: 'data:b' }, 1105, '')).toMatchObject({ image: 'data:b' });
    expect(readDemand({ data: { captcha: '' }, captcha: '' }, 1105, '')).toEqual({ kind: 'captcha', errorCode: 1105, description: '', image: undefined, decision: undefined });
  });

  it('reads the decision at the top level when data is null', () => {
    expect(readDemand({ data: null, verify_center_decision_conf: { subtype: 'whirl' }, captcha: 'data:b' }, 1000, '')).toMatchObject({
      kind: 'captcha',
      image: 'data:b',
      decision: { subtype: 'whirl' },
    });
  });

  it.each([['a number', '5'], ['text', '"slide"'], ['null', 'null'], ['broken JSON', '{subtype']])(
    'a decision that parses to %s is no decision',
    (_, conf) => {
      expect(readDemand(withDecision(conf), 1000, '')).toBeUndefined();
    },
  );
});
