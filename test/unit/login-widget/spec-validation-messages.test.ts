import { describe, expect, it } from 'vitest';
import { content } from '../../../composition/features/index';
import { createTestKit } from '../../../composition/testing';
import { createFakeHttp, FakePage } from '../../../adapters/fake/index';
import { ServerService } from '../../../domain/servers/server.service';
import { ProviderStatus } from '../../../domain/account/providers/provider-status';
import { checkCode, checkMobile, checkWidgetLogin } from '../../../domain/account/mobile-rules';
import { validateProviderSetting } from '../../../domain/account/providers/provider-settings';
import { validateActivityId, validateAccountIds, validateAid, validateZone } from '../../../domain/config/validate';
import { createI18nHook } from '../../../domain/i18n/i18n-hook';
import { checkPrivacyTicked, resolveSystem } from '../../../domain/login-widget/login-widget-rules';
import { validateShareInfo } from '../../../domain/share/share-info';
import { isCampaignKitError } from '../../../ports/errors';

/** The error a call throws or rejects with: its code and message, or 'did not fail'. */
async function failureOf(call: () => unknown): Promise<{ code: string; message: string } | 'did not fail'> {
  try {
    await call();
  } catch (error) {
    if (isCampaignKitError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  return 'did not fail';
}

const WEIXIN_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.42.2460(0x28002A35) NetType/WIFI Language/zh_CN';

/** Each validation rule with a fixed message, the call that breaks it, and the exact message (code INVALID_ARGUMENT). */
const RULES: readonly (readonly [rule: string, breaks: () => unknown, message: string])[] = [
  ['aid is required', () => validateAid(undefined), 'enter aid'],
  ['aid must be a number', () => validateAid('1128'), 'aid must be a number'],
  ['activity_id for the report call must be a string', () => validateActivityId(7), 'activity_id must be a string'],
  ['email collection requires email, app_id and activity_id', () => createTestKit().mail.send({ email: '', appId: '', activityId: '' } as never), 'email collection requires email, app_id and activity_id'],
  ['the server list needs an app_id', () => new ServerService({ http: createFakeHttp().http, page: new FakePage() }, {} as never), 'the server list needs an app_id'],
  ['the zone is required for tracking init', () => validateZone(undefined), 'zone is required, cn or sg'],
  ['the download helper needs a valid url string', () => createTestKit().download.download(42), 'the download helper needs a valid url string'],
  ['the invite-token helper needs url, key and value', () => createTestKit().download.inviteLink('', 'k', 'v'), 'the invite-token helper needs url, key and value'],
  ['content client: app id required', () => createTestKit({ features: [content({ appId: '' })] }).content, 'content init needs an app_id'],
  ['account module: app_id', () => validateAccountIds(undefined, 'spring'), 'Account init fail, app_id is undefined'],
  ['account module: activity_id', () => validateAccountIds('1', undefined), 'Account init fail, activity_id is undefined'],
  ['a provider setting missing a required field', () => validateProviderSetting({ type: 'weibo', platform_app_id: 1 } as never), 'weibo init fail, client_id is undefined'],
  ['the i18n hook requires injected framework hooks', () => createI18nHook({}), 'i18n hook init fail, useEffect, useMemo and useState must be injected'],
  ['mobile must be digits only', () => checkMobile('138abc'), '手机号必须是数字!'],
  ['code must be digits', () => checkCode('12a4'), '验证码必须是数字!'],
  ['widget: an empty phone gives a prompt to enter a phone', () => checkWidgetLogin('', '1234'), '请输入手机号'],
  ['widget: the code must be exactly 4 digits', () => checkWidgetLogin('13800000000', '12345'), '手机号或验证码不正确'],
  ['widget: the phone must pass the phone-format check', () => checkWidgetLogin('10800000000', '1234'), '手机号或验证码不正确'],
  ['the system field must be auto, 1 or 2', () => resolveSystem(3, 'android'), 'system字段格式有误'],
  ['privacy checkboxes must all be ticked', () => checkPrivacyTicked([{ id: 'agreement', label: 'a' }, { id: 'privacy', label: 'p' }], { agreement: true }), 'privacy:未勾选!'],
  ['short-video login is refused inside the WeChat browser', () => createTestKit({ userAgent: WEIXIN_UA }).account.loginWithApp(), '请在其他浏览器登录抖音账号'],
  ['password login needs email, username, mobile or account (rejects without a message)', () => createTestKit().account.loginWithPassword({ password: 'pw' }), ''],
];

describe('validation rules answer with their exact messages', () => {
  it.each(RULES)('%s', async (_rule, breaks, message) => {
    expect(await failureOf(breaks)).toEqual({ code: 'INVALID_ARGUMENT', message });
  });

  it('the share helper needs share info (its message, then what is wrong)', async () => {
    expect(await failureOf(() => validateShareInfo(undefined))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'the share helper needs share info: url, title, description and image are missing',
    });
  });

  it('a login type must be one of the twelve (others are refused by name)', async () => {
    const status = new ProviderStatus();
    expect(await failureOf(() => status.configure([{ type: 'myspace' } as never]))).toEqual({ code: 'INVALID_ARGUMENT', message: 'unsupported login method: myspace' });
    expect(await failureOf(() => status.setting('myspace'))).toEqual({ code: 'OAUTH', message: 'unsupported login method: myspace' });
  });

  it('the system field takes auto (by device), 1 and 2', () => {
    expect(resolveSystem('auto', 'ios')).toBe(2);
    expect(resolveSystem(undefined, 'android')).toBe(1);
    expect(resolveSystem(1, 'ios')).toBe(1);
    expect(resolveSystem(2, 'android')).toBe(2);
    for (const wrong of ['1', 0, 'ios', null]) expect(() => resolveSystem(wrong, 'android')).toThrowError('system字段格式有误');
  });

  it('privacy checkboxes pass once all are ticked; the first unticked one is named', () => {
    const boxes = [{ id: 'agreement', label: 'a' }, { id: 'privacy', label: 'p' }];
    expect(() => checkPrivacyTicked(boxes, { agreement: true, privacy: true })).not.toThrow();
    expect(() => checkPrivacyTicked(boxes, {})).toThrowError('agreement:未勾选!');
  });
});
