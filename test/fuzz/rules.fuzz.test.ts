import fc from 'fast-check';
import { describe } from 'vitest';
import { checkCode, checkEmail, checkMobile, checkWidgetLogin } from '../../domain/account/mobile-rules';
import { isLoginType } from '../../domain/account/login-types';
import { validateAccountIds, validateActivityId, validateAid, validateOrigin, validateZone } from '../../domain/config/validate';
import { parseLinkMarkup } from '../../domain/consent/link-markup';
import { plainParagraphs } from '../../domain/content/plain-text';
import { detectDevice } from '../../domain/device/detect-device';
import { osOfUserAgent } from '../../domain/device/os';
import { checkGameId } from '../../domain/download/game-reservation';
import { errorMessageKey, localizeError } from '../../domain/i18n/localize-error';
import { toLanguage } from '../../domain/i18n/language';
import { formatText, matchTemplate, splitAtPlaceholder } from '../../domain/i18n/texts';
import { isWeixinAndroid } from '../../domain/layout/weixin-mask';
import { checkLoginModes, resolveSystem } from '../../domain/login-widget/login-widget-rules';
import { captchaSubtype } from '../../domain/passport/decision';
import { obfuscate } from '../../domain/passport/obfuscate';
import { wrapText } from '../../domain/poster/text-wrap';
import { isShareCode, validateShareParams } from '../../domain/reservation/share-code';
import { trustworthyOrigin, allowedScriptUrl, validateOriginList } from '../../domain/shared/allowed-origins';
import { isEmail } from '../../domain/shared/email-rule';
import { allowedNavigation, safeHref, safeHttpUrl } from '../../domain/shared/navigation';
import { retryAfterMs } from '../../domain/shared/retry';
import { validateShareInfo } from '../../domain/share/share-info';
import { CampaignKitError } from '../../ports/errors';
import { anything, number, shaped, text } from './support/arbitraries';
import { ruleProperty } from './support/rule-property';

// Each rule and parser the kit runs on what a visitor, a page or a server gives it: only
// CampaignKitError with a code, and no input over 50 ms.

describe('visitor input rules', () => {
  ruleProperty('checkMobile', text, checkMobile);
  ruleProperty('checkCode', text, checkCode);
  ruleProperty('checkEmail and isEmail', text, (email) => [isEmail(email), checkEmail(email)]);
  ruleProperty('checkWidgetLogin', fc.tuple(text, text), ([mobile, code]) => checkWidgetLogin(mobile, code));
  ruleProperty('isShareCode', anything, isShareCode);
  ruleProperty('obfuscate (XOR 5, hex)', text, obfuscate);
});

describe('option rules', () => {
  ruleProperty('validateAid', anything, validateAid);
  ruleProperty('validateAccountIds', fc.tuple(anything, anything), ([appId, activityId]) => validateAccountIds(appId, activityId));
  ruleProperty('validateActivityId and validateZone', anything, (value) => [kitError(() => validateActivityId(value)), validateZone(value)]);
  ruleProperty('validateOrigin', anything, (value) => validateOrigin('apiOrigin', value));
  ruleProperty('validateOriginList', fc.oneof(anything, fc.array(anything)), (value) => validateOriginList('navigationOrigins', value as unknown[]));
  ruleProperty('validateShareParams', fc.oneof(anything, fc.array(anything)), validateShareParams);
  ruleProperty('validateShareInfo', shaped(['url', 'title', 'description', 'image']), validateShareInfo);
  ruleProperty('checkGameId', anything, (value) => checkGameId(value, 'gameId'));
  ruleProperty('isLoginType and checkLoginModes', fc.array(text, { maxLength: 5 }), (modes) => [modes.map(isLoginType), checkLoginModes(modes)]);
  ruleProperty('resolveSystem', anything, (system) => resolveSystem(system, undefined));
  ruleProperty('toLanguage', anything, (tag) => toLanguage(tag));
});

describe('address rules', () => {
  ruleProperty('safeHref, safeHttpUrl and trustworthyOrigin', text, (href) => [safeHref(href), safeHttpUrl(href), trustworthyOrigin(href)]);
  ruleProperty('allowedScriptUrl', fc.tuple(text, fc.array(text, { maxLength: 3 })), ([url, origins]) => allowedScriptUrl(url, origins));
  ruleProperty('allowedNavigation', fc.tuple(text, fc.webUrl(), fc.array(fc.webUrl({ withQueryParameters: false }), { maxLength: 3 })), ([target, pageUrl, allowedOrigins]) =>
    allowedNavigation(target, { pageUrl, allowedOrigins }),
  );
  ruleProperty('retryAfterMs', text, (header) => retryAfterMs(header, Date.UTC(2026, 0, 1)));
});

describe('text parsers', () => {
  ruleProperty('parseLinkMarkup (cookie banner descriptions)', text, parseLinkMarkup);
  ruleProperty('formatText, matchTemplate and splitAtPlaceholder', fc.tuple(text, text, fc.dictionary(fc.string(), fc.oneof(fc.string(), number))), ([template, other, params]) => [
    formatText(template, params),
    matchTemplate('{id}:未勾选!', other),
    splitAtPlaceholder(template, 'count', params),
  ]);
  ruleProperty('errorMessageKey and localizeError', fc.tuple(text, anything), ([message, thrown]) => [
    errorMessageKey(message),
    localizeError(new CampaignKitError('SERVER', message), 'en'),
    localizeError(thrown, 'en'),
  ]);
  ruleProperty('captchaSubtype', fc.oneof(text, number), captchaSubtype);
  ruleProperty('wrapText (poster text)', fc.tuple(text, fc.integer({ min: -10, max: 2000 }), fc.integer({ min: 0, max: 20 })), ([words, width, maxLines]) =>
    wrapText(words, width, (line) => line.length * 12, maxLines),
  );
  ruleProperty('detectDevice, osOfUserAgent and isWeixinAndroid (user agents)', text, (userAgent) => [detectDevice(userAgent), osOfUserAgent(userAgent), isWeixinAndroid(userAgent)]);
  ruleProperty('plainParagraphs (news detail text)', text, plainParagraphs);
});

/** Runs `call`, keeping a CampaignKitError as a value so the next check in a rule pair still runs. */
function kitError(call: () => unknown): unknown {
  try {
    return call();
  } catch (error) {
    if (error instanceof CampaignKitError) return error;
    throw error;
  }
}
