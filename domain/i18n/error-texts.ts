import type { CampaignKitErrorCode } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import { EMAIL_FORMAT_MESSAGE, MOBILE_FORMAT_MESSAGE } from '../account/mobile-rules';
import { SYSTEM_FORMAT_MESSAGE, UNTICKED_TEMPLATE } from '../login-widget/login-widget-rules';
import { defineAreaTexts } from './texts';

/**
 * The messages a visitor may read, by key: the Chinese messages the kit throws and the English
 * ones that are not meant for programmers. Messages for programmers (a missing option) are not
 * here: they show as thrown, and a page does not bundle them for its widgets.
 */
export type ErrorMessageKey =
  | 'network'
  | 'timeout'
  | 'httpStatus'
  | 'notLogin'
  | 'loginFail'
  | 'codeNotZero'
  | 'mobileDigits'
  | 'codeDigits'
  | 'codeLength'
  | 'mobileOrCodeWrong'
  | 'enterMobile'
  | 'getCodeFail'
  | 'loginFailed'
  | 'systemError'
  | 'missingInput'
  | 'mockCodeWrong'
  | 'appIdError'
  | 'bridgeTimeout'
  | 'appOpenFail'
  | 'douyinInWeixin'
  | 'mobileFormat'
  | 'emailFormat'
  | 'systemFormat'
  | 'unticked';

/** What a widget shows for a kit error, in one language. */
export interface ErrorTexts {
  /** By message key; a `{name}` placeholder stands for a part of the message that varies. */
  readonly messages: Readonly<Record<ErrorMessageKey, string>>;
  /**
   * By error code: the sentence for an error whose message is a code for programs (CLOSE_CAPTCHA,
   * SECOND_VALID), and, where a language has one, for a message the kit does not know (the server's own words).
   */
  readonly byCode: Readonly<Partial<Record<CampaignKitErrorCode, string>>>;
}

/**
 * The error texts in zh-CN and en (ja, ko and zh-TW: `locales/`). The zh-CN messages are the messages the kit throws, exactly;
 * the en ones say the same in English.
 */
export const ERROR_TEXTS = defineAreaTexts<ErrorTexts>('errors', {
  'zh-CN': {
    // The messages as the kit throws them: a message is found by its zh-CN form.
    messages: {
      network: MESSAGES.network,
      timeout: MESSAGES.timeout,
      httpStatus: MESSAGES.httpStatus,
      notLogin: MESSAGES.notLogin,
      loginFail: MESSAGES.loginFail,
      codeNotZero: MESSAGES.codeNotZero,
      mobileDigits: MESSAGES.mobileDigits,
      codeDigits: MESSAGES.codeDigits,
      codeLength: MESSAGES.codeLength,
      mobileOrCodeWrong: MESSAGES.mobileOrCodeWrong,
      enterMobile: MESSAGES.enterMobile,
      getCodeFail: MESSAGES.getCodeFail,
      loginFailed: MESSAGES.loginFailed,
      systemError: MESSAGES.systemError,
      missingInput: MESSAGES.missingInput,
      mockCodeWrong: MESSAGES.mockCodeWrong,
      appIdError: MESSAGES.appIdError,
      bridgeTimeout: MESSAGES.bridgeTimeout,
      appOpenFail: MESSAGES.appOpenFail,
      douyinInWeixin: MESSAGES.douyinInWeixin,
      mobileFormat: MOBILE_FORMAT_MESSAGE,
      emailFormat: EMAIL_FORMAT_MESSAGE,
      systemFormat: SYSTEM_FORMAT_MESSAGE,
      unticked: UNTICKED_TEMPLATE,
    },
    byCode: {
      CLOSE_CAPTCHA: '安全验证已关闭，请完成验证后重试',
      SECOND_VALID: '身份验证已关闭，请完成验证后重试',
    },
  },
  en: {
    messages: {
      network: 'The network request failed. Please try again.',
      timeout: 'The request timed out',
      httpStatus: 'Network error',
      notLogin: 'Not logged in',
      loginFail: 'Login failed',
      codeNotZero: 'The server refused the request',
      mobileDigits: 'The phone number must be digits only',
      codeDigits: 'The code must be digits only',
      codeLength: 'The code must be 4 to 6 digits',
      mobileOrCodeWrong: 'The phone number or the code is not right',
      enterMobile: 'Please enter your phone number',
      getCodeFail: 'Could not get a code',
      loginFailed: 'Login failed',
      systemError: 'Something went wrong',
      missingInput: 'Something is wrong with this page. Please reload it and try again.',
      mockCodeWrong: 'Wrong code',
      appIdError: 'The app id is wrong. Please check it.',
      bridgeTimeout: 'The app did not answer in time',
      appOpenFail: 'Could not open Douyin',
      douyinInWeixin: 'Please log in to Douyin in another browser',
      mobileFormat: 'The phone number is not valid',
      emailFormat: 'The email address is not valid',
      systemFormat: 'The system field must be auto, 1 or 2',
      unticked: '{id}: not ticked!',
    },
    byCode: {
      CLOSE_CAPTCHA: 'The security check was closed. Complete it and try again.',
      SECOND_VALID: 'The identity check was closed. Complete it and try again.',
      SERVER: 'The server could not do this. Please try again later.',
      PROCESS: 'The activity could not do this. Please try again later.',
      BRIDGE: 'The app could not do this. Please try again later.',
      CAPTCHA_REQUIRED: 'A security check is needed. Please try again later.',
    },
  },
});
