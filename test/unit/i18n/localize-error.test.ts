import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../../domain/i18n/error-texts';
import { errorMessageKey, localizeError } from '../../../domain/i18n/localize-error';
import { checkPrivacyTicked } from '../../../domain/login-widget/login-widget-rules';
import { CampaignKitError } from '../../../ports/errors';
import * as MESSAGES from '../../../ports/messages';

const CJK = /[\u4e00-\u9fff]/;

describe('error messages from the catalogue by message key and code', () => {
  it('keeps the thrown message (the exact zh-CN text) and shows it in zh-CN; en shows its own text', () => {
    const error = new CampaignKitError('INVALID_ARGUMENT', MESSAGES.mobileOrCodeWrong);
    expect(localizeError(error, 'zh-CN')).toBe('手机号或验证码不正确');
    expect(localizeError(error, 'en')).toBe('The phone number or the code is not right');
    expect(error.message).toBe('手机号或验证码不正确');
    expect(error.code).toBe('INVALID_ARGUMENT');
  });

  it('finds a message with a varying part by its template and fills the part in', () => {
    let thrown: unknown;
    try {
      checkPrivacyTicked([{ id: 'privacy', label: 'x' }], {});
    } catch (error) {
      thrown = error;
    }
    expect(errorMessageKey('privacy:未勾选!')).toEqual({ key: 'unticked', params: { id: 'privacy' } });
    expect(localizeError(thrown, 'zh-CN')).toBe('privacy:未勾选!');
    expect(localizeError(thrown, 'en')).toBe('privacy: not ticked!');
  });

  it('words a code for programs as a sentence, and anything that is not a kit error as the system error', () => {
    expect(localizeError(new CampaignKitError('CLOSE_CAPTCHA', MESSAGES.closeCaptcha), 'zh-CN')).toBe('安全验证已关闭，请完成验证后重试');
    expect(localizeError(new CampaignKitError('SECOND_VALID', MESSAGES.secondValid), 'en')).toBe('The identity check was closed. Complete it and try again.');
    expect(localizeError(new CampaignKitError('BRIDGE', 'BRIDGE'), 'zh-CN')).toBe('系统出错');
    expect(localizeError(new Error('boom'), 'zh-CN')).toBe('系统出错');
    expect(localizeError('nope', 'en')).toBe('Something went wrong');
  });

  it("shows a server's own words as they are in zh-CN, and the code's sentence in en", () => {
    const error = new CampaignKitError('SERVER', '活动太火爆了');
    expect(localizeError(error, 'zh-CN')).toBe('活动太火爆了');
    expect(localizeError(error, 'en')).toBe('The server could not do this. Please try again later.');
  });

  it('shows an English message for programmers as thrown in en', () => {
    expect(localizeError(new CampaignKitError('INVALID_ARGUMENT', MESSAGES.enterAid), 'en')).toBe('enter aid');
  });

  it('has an English text for every Chinese message the kit throws', () => {
    const catalogued = Object.values(ERROR_TEXTS['zh-CN'].messages);
    const chinese = Object.entries(MESSAGES).filter(([, text]) => CJK.test(text));
    expect(chinese.length).toBeGreaterThan(10);
    for (const [name, text] of chinese) expect(catalogued, name).toContain(text);
    expect(Object.keys(ERROR_TEXTS.en.messages).sort()).toEqual(Object.keys(ERROR_TEXTS['zh-CN'].messages).sort());
    for (const text of [...Object.values(ERROR_TEXTS.en.messages), ...Object.values(ERROR_TEXTS.en.byCode)]) expect(text).not.toMatch(CJK);
  });
});
