import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/fake/fake-clock';
import { FakeScriptLoader } from '../../../adapters/fake/fake-script-loader';
import { FakeVerificationSdk } from '../../../adapters/fake/fake-verification-sdk';
import { CaptchaWidget } from '../../../domain/captcha/captcha-widget';
import { VerificationScriptLoader } from '../../../domain/captcha/verification-script.loader';
import { ChallengeRunner } from '../../../domain/passport/challenge-runner';
import { readDemand } from '../../../domain/passport/decision';
import type { CaptchaPort } from '../../../ports/captcha.port';
import { CampaignKitError } from '../../../ports/errors';
import type { SecondVerifyPort } from '../../../ports/second-verify.port';
import { fail, ok, passportHarness, rejection } from './support';

const SCRIPT = 'https://captcha.test/sdk.js';

function widgetHarness() {
  const clock = new FakeClock();
  const scriptLoader = new FakeScriptLoader(clock);
  scriptLoader.succeed(SCRIPT);
  const sdk = new FakeVerificationSdk();
  sdk.install();
  const loader = new VerificationScriptLoader({ scriptLoader, sdk, clock }, { scripts: [SCRIPT] });
  return { sdk, widget: new CaptchaWidget(loader, { aid: 1128 }) };
}

/** Waits until the fake SDK rendered `count` challenges. */
async function rendered(sdk: FakeVerificationSdk, count: number) {
  for (let i = 0; i < 50 && sdk.rendered.length < count; i += 1) await new Promise((r) => setTimeout(r, 0));
  expect(sdk.rendered).toHaveLength(count);
}

const decision = (conf: Record<string, unknown>) => JSON.stringify(conf);

describe('challenge and resend (SPEC §4 Passport request flow, §8)', () => {
  it('a captcha decision shows the widget, then resends the same request marked is_resend with the token', async () => {
    const { sdk, widget } = widgetHarness();
    const h = passportHarness({ challenges: new ChallengeRunner({ widget: async () => widget }) });
    h.fetchMock.route('*', fail(1105, '需要验证', { verify_center_decision_conf: decision({ subtype: 'slide', detail: 'D1' }) }), { repeat: 1 });
    h.fetchMock.route('*', ok({ sent: true }));
    const pending = h.client.request({ method: 'POST', path: '/passport/web/send_code/', params: { mobile: '13800000000', type: 24 } });
    await rendered(sdk, 1);
    expect(sdk.current.options).toMatchObject({ subtype: 'slide', detail: 'D1', lang: 'zh', aid: 1128 });
    sdk.current.solve('tok-1');
    expect((await pending).data).toEqual({ sent: true });
    const [first, second] = h.calls();
    expect(first!.body?.is_resend).toBeUndefined();
    expect(second).toMatchObject({ path: '/passport/web/send_code/', body: { is_resend: '1', captcha: 'tok-1', mobile: first!.body!.mobile, type: first!.body!.type } });
  });

  it('reads the decision at the top level too, and maps subtypes 3059/3060/99996', async () => {
    const { sdk, widget } = widgetHarness();
    const h = passportHarness({ challenges: new ChallengeRunner({ widget: async () => widget }) });
    h.fetchMock.route('*', fail(1105, '需要验证', {}, { verify_center_decision_conf: decision({ subtype_code: 99996 }) }), { repeat: 1 });
    h.fetchMock.route('*', ok());
    const pending = h.client.request({ method: 'POST', path: '/passport/web/x/' });
    await rendered(sdk, 1);
    expect(sdk.current.options.subtype).toBe('whirl');
    sdk.current.solve('t');
    await pending;
    expect(readDemand({ data: { verify_center_decision_conf: decision({ subtype_code: 3059 }) } }, 1105, '')).toMatchObject({ decision: { subtype: 'text' } });
    expect(readDemand({ verify_center_decision_conf: { subtype_code: 3060 } }, 1105, '')).toMatchObject({ decision: { subtype: '3d' } });
    expect(readDemand({}, 1105, '')).toMatchObject({ kind: 'captcha', decision: undefined });
    expect(readDemand({}, 1202, '')).toBeUndefined();
  });

  it('closing the captcha fails with CLOSE_CAPTCHA and nothing is resent', async () => {
    const { sdk, widget } = widgetHarness();
    const h = passportHarness({ challenges: new ChallengeRunner({ widget: async () => widget }) });
    h.fetchMock.route('*', fail(1105, '需要验证', { verify_center_decision_conf: decision({ subtype: 'slide' }) }));
    const pending = rejection(h.client.request({ method: 'POST', path: '/passport/web/x/' }));
    await rendered(sdk, 1);
    sdk.current.close();
    expect(await pending).toMatchObject({ code: 'CLOSE_CAPTCHA', message: 'CLOSE_CAPTCHA' });
    expect(h.calls()).toHaveLength(1);
  });

  it('a picture captcha without a decision goes to the CaptchaPort, the answer resent as captcha', async () => {
    const captcha: CaptchaPort = { solve: async (challenge) => (challenge.image === 'data:img' ? 'AB12' : 'wrong') };
    const h = passportHarness({ challenges: new ChallengeRunner({ captcha }) });
    h.fetchMock.route('*', fail(1105, '需要验证码', { captcha: 'data:img' }), { repeat: 1 });
    h.fetchMock.route('*', ok());
    await h.client.request({ method: 'GET', path: '/passport/web/x/' });
    expect(h.calls()[1]!.query).toMatchObject({ is_resend: '1', captcha: 'AB12' });
  });

  it('error 2046 opens the second-verify dialog and resends with its verify_ticket', async () => {
    const seen: unknown[] = [];
    const secondVerify: SecondVerifyPort = {
      verify: async (challenge) => {
        seen.push(challenge);
        return { verifyTicket: 'VT-1' };
      },
    };
    const h = passportHarness({ challenges: new ChallengeRunner({ secondVerify }) });
    h.fetchMock.route('*', fail(2046, '需要二次验证', { sms_code_key: 'K-1', mobile: '138******00' }), { repeat: 1 });
    h.fetchMock.route('*', ok({ user_id_str: '5' }));
    await h.client.request({ method: 'POST', path: '/passport/web/sms_login/' });
    expect(seen[0]).toMatchObject({ errorCode: 2046, smsCodeKey: 'K-1', target: '138******00', verifyWays: ['mobile_sms'] });
    expect(h.calls()[1]!.body).toMatchObject({ is_resend: '1', verify_ticket: expect.any(String), mix_mode: '1' });
  });

  it('closing the second-verify dialog fails with SECOND_VALID carrying the sms_code_key', async () => {
    const secondVerify: SecondVerifyPort = { verify: () => Promise.reject(new CampaignKitError('SECOND_VALID', 'SECOND_VALID')) };
    const h = passportHarness({ challenges: new ChallengeRunner({ secondVerify }) });
    h.fetchMock.route('*', fail(2046, '需要二次验证', { sms_code_key: 'K-2' }));
    const error = await rejection(h.client.request({ method: 'POST', path: '/passport/web/sms_login/' }));
    expect(error).toMatchObject({ code: 'SECOND_VALID', message: 'SECOND_VALID', errorCode: 2046, data: { sms_code_key: 'K-2' } });
  });

  it('a second-verification decision with no dialog reruns the captcha; dismissing it is SECOND_VALID', async () => {
    const { sdk, widget } = widgetHarness();
    const h = passportHarness({ challenges: new ChallengeRunner({ widget: async () => widget }) });
    h.fetchMock.route('*', fail(1000, '风险', { sms_code_key: 'K-3', verify_center_decision_conf: decision({ type: 'second', verify_ways: ['mobile_sms'] }) }));
    const pending = rejection(h.client.request({ method: 'POST', path: '/passport/web/x/' }));
    await rendered(sdk, 1);
    sdk.current.close();
    expect(await pending).toMatchObject({ code: 'SECOND_VALID', data: { sms_code_key: 'K-3' } });
  });

  it('with no challenge solver a demand fails CAPTCHA_REQUIRED; with no way to show it too', async () => {
    const bare = passportHarness();
    bare.fetchMock.route('*', fail(1105, '需要验证码'));
    expect(await rejection(bare.client.request({ method: 'GET', path: '/x' }))).toMatchObject({ code: 'CAPTCHA_REQUIRED', errorCode: 1105 });
    const empty = passportHarness({ challenges: new ChallengeRunner({}) });
    empty.fetchMock.route('*', fail(1105, '需要验证码'));
    expect(await rejection(empty.client.request({ method: 'GET', path: '/x' }))).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: '需要验证码' });
  });

  it('a second verification that nothing can show fails CAPTCHA_REQUIRED with its description, not SECOND_VALID', async () => {
    const h = passportHarness({ challenges: new ChallengeRunner({}) });
    h.fetchMock.route('*', fail(2046, '需要二次验证', { sms_code_key: 'K-4' }));
    expect(await rejection(h.client.request({ method: 'POST', path: '/passport/web/sms_login/' }))).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: '需要二次验证',
      errorCode: 2046,
    });
  });

  it('loads the widget on the first challenge that needs it, once; a picture captcha never goes to it', async () => {
    const { sdk, widget } = widgetHarness();
    let loads = 0;
    const runner = new ChallengeRunner({ widget: async () => (loads++, widget) });
    const h = passportHarness({ challenges: runner });
    expect(loads).toBe(0);
    h.fetchMock.route('*', fail(1105, '需要验证码', { captcha: 'data:img' }));
    expect(await rejection(h.client.request({ method: 'GET', path: '/x' }))).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: '需要验证码', errorCode: 1105 });
    expect(loads).toBe(0);
    const second = passportHarness({ challenges: runner });
    second.fetchMock.route('*', fail(1105, '需要验证', { verify_center_decision_conf: decision({ subtype: 'slide' }) }), { repeat: 2 });
    second.fetchMock.route('*', ok());
    const pending = second.client.request({ method: 'POST', path: '/passport/web/x/' });
    await rendered(sdk, 1);
    sdk.current.solve('t1');
    await rendered(sdk, 2);
    sdk.current.solve('t2');
    await pending;
    expect(loads).toBe(2);
  });

  it('gives up after 5 challenges with the last failure', async () => {
    const captcha: CaptchaPort = { solve: async () => 'x' };
    const h = passportHarness({ challenges: new ChallengeRunner({ captcha }) });
    h.fetchMock.route('*', fail(1105, '需要验证码', { captcha: 'img' }));
    expect(await rejection(h.client.request({ method: 'GET', path: '/x' }))).toMatchObject({ code: 'SERVER', errorCode: 1105 });
    expect(h.calls()).toHaveLength(6);
  });
});
