import fc from 'fast-check';
import { describe } from 'vitest';
import { account, providers } from '../../composition/features/index';
import { withFeatures } from '../../composition/testing';
import { text } from './support/arbitraries';
import { kitProperty } from './support/kit-property';

// Every kit.account method with fuzzed arguments, on a fuzzed page, against fuzzed server
// answers: it settles with its result or a CampaignKitError with a code.

/** A mobile, a code, an email or a password: sometimes well formed, so calls reach the server. */
const mobile = fc.oneof(fc.constantFrom('13800000000', '19912345678'), text);
const code = fc.oneof(fc.constantFrom('1234', '123456'), text);
const email = fc.oneof(fc.constantFrom('a@example.com'), text);
const words = fc.tuple(mobile, code, email, text);
const smsRoute = fc.constantFrom('sso' as const, 'passport' as const, 'mobile-web' as const);

const googleAndVk = [
  { type: 'google' as const, platform_app_id: 2, client_id: 'client' },
  { type: 'vk' as const, platform_app_id: 3, app_key: 'key' },
];
const features = () => withFeatures(account(), providers(googleAndVk));

describe('kit.account logins', () => {
  kitProperty('sendCode then loginWithCode, on each SMS route', () => withFeatures(account({ sms: 'sso' })), fc.tuple(words, smsRoute), async (kit, [[m, c]]) => {
    await kit.account.sendCode(m).catch(() => undefined);
    return kit.account.loginWithCode(m, c);
  });
  for (const route of ['passport', 'mobile-web'] as const) {
    kitProperty(`sendCode and loginWithCode (sms: ${route})`, () => withFeatures(account({ sms: route })), words, async (kit, [m, c]) => {
      await kit.account.sendCode(m).catch(() => undefined);
      return kit.account.loginWithCode(m, c);
    });
  }
  kitProperty('sendEmailCode, loginWithEmailCode and loginWithEmail', features, words, async (kit, [, c, e, password]) => {
    await kit.account.sendEmailCode(e).catch(() => undefined);
    await kit.account.loginWithEmailCode(e, c).catch(() => undefined);
    return kit.account.loginWithEmail(e, password);
  });
  kitProperty(
    'loginWithPassword',
    features,
    fc.record({ email: text, username: text, mobile: text, account: text, password: text }, { requiredKeys: ['password'] }),
    (kit, input) => kit.account.loginWithPassword(input),
  );
  kitProperty('qrLogin and its polling', features, fc.constant(undefined), async (kit) => (await kit.account.loginWithQr()).start());
  kitProperty('loginWithApp and autoLaunchApp', features, fc.constant(undefined), async (kit) => {
    await kit.account.autoLaunchApp().catch(() => undefined);
    return kit.account.loginWithApp();
  });
  kitProperty('loginWithProvider and handleProviderReturn', features, fc.oneof(fc.constantFrom('google', 'vk', 'kakao', 'mobile'), text), async (kit, type) => {
    await kit.account.handleProviderReturn().catch(() => undefined);
    return kit.account.loginWithProvider(type);
  });
});

describe('kit.account state and management', () => {
  kitProperty('check, profile, requireUserId, cache.load and logout', features, text, async (kit, next) => {
    await kit.account.check({ fresh: true }).catch(() => undefined);
    await kit.account.profile().catch(() => undefined);
    await kit.account.requireUserId().catch(() => undefined);
    await kit.account.cache.load().catch(() => undefined);
    kit.account.logout(next);
  });
  kitProperty('mobile binding', features, words, async (kit, [m, c, , ticket]) => {
    await kit.account.mobile.sendOldCode().catch(() => undefined);
    await kit.account.mobile.verifyOld(c).catch(() => undefined);
    await kit.account.mobile.sendNewCode(m).catch(() => undefined);
    await kit.account.mobile.bind(m, c).catch(() => undefined);
    await kit.account.mobile.rebind(m, c, ticket).catch(() => undefined);
    return kit.account.mobile.unbind(ticket);
  });
  kitProperty('email binding, password and cancellation', features, words, async (kit, [m, c, e, password]) => {
    await kit.account.email.sendCode(e).catch(() => undefined);
    await kit.account.email.bind(e, c).catch(() => undefined);
    await kit.account.email.unbind().catch(() => undefined);
    await kit.account.password.sendResetCode(m).catch(() => undefined);
    await kit.account.password.reset(m, c, password).catch(() => undefined);
    await kit.account.password.change(password, password).catch(() => undefined);
    await kit.account.password.set(password).catch(() => undefined);
    await kit.account.cancellation.sendCode().catch(() => undefined);
    return kit.account.cancellation.confirm(c, 1);
  });
  kitProperty('second verification, login status and game accounts', features, words, async (kit, [, c, , key]) => {
    await kit.account.secondVerification.sendCode(key).catch(() => undefined);
    await kit.account.secondVerification.verify(key, c).catch(() => undefined);
    await kit.account.loginStatus.load('https://act.example.com/login-status', key).catch(() => undefined);
    await kit.account.games.webBLogin({}).catch(() => undefined);
    return kit.account.games.webLogin({ userId: key, token: c });
  });
});
