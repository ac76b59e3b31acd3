import type { Language } from './language';

/**
 * The texts of the sign-in, reservation, captcha and silent-download widgets. The zh-CN ones are
 * the widgets' texts exactly (browser tests and pages find the controls by them).
 */
export interface WidgetTexts {
  readonly loading: string;
  readonly welcome: string;
  readonly currentUser: string;
  readonly logout: string;
  readonly loginModes: string;
  readonly mobileCodeLogin: string;
  readonly mobile: string;
  readonly mobilePlaceholder: string;
  readonly code: string;
  readonly codePlaceholder: string;
  readonly getCode: string;
  readonly login: string;
  readonly reserve: string;
  readonly reserving: string;
  readonly reserved: string;
  readonly invited: string;
  readonly invitedCount: string;
  readonly invitedSuffix: string;
  readonly inviteLink: string;
  readonly copyLink: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly reservationCount: string;
  readonly captchaTitle: string;
  readonly captchaPrompt: string;
  /** Between the server's captcha description and the prompt. */
  readonly separator: string;
  readonly captchaImage: string;
  readonly captchaAnswer: string;
  readonly close: string;
  readonly confirm: string;
  /** The silent-download choice got no answer from the app within 3000 ms (SPEC §8 'call jsb timeout'). */
  readonly silentDownloadNoAnswer: string;
  /** The app answered the silent-download choice with a failure (SPEC §8 -1, -2). */
  readonly silentDownloadFailed: string;
}

/** The sign-in, reservation, captcha and silent-download widgets' texts in zh-CN and en. */
export const WIDGET_TEXTS: Readonly<Record<Language, WidgetTexts>> = {
  'zh-CN': {
    loading: '加载中…',
    welcome: '欢迎，',
    currentUser: '当前用户',
    logout: '退出登录',
    loginModes: '登录方式',
    mobileCodeLogin: '手机验证码登录',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    code: '验证码',
    codePlaceholder: '请输入验证码',
    getCode: '获取验证码',
    login: '登录',
    reserve: '立即预约',
    reserving: '预约中…',
    reserved: '已预约',
    invited: '已邀请',
    invitedCount: '已邀请人数',
    invitedSuffix: '位好友',
    inviteLink: '邀请链接',
    copyLink: '复制链接',
    copied: '已复制，快去邀请好友吧',
    copyFailed: '复制失败，请长按链接手动复制',
    reservationCount: '预约人数',
    captchaTitle: '安全验证',
    captchaPrompt: '请输入图中字符',
    separator: '，',
    captchaImage: '验证码图片',
    captchaAnswer: '图中字符',
    close: '关闭',
    confirm: '确定',
    silentDownloadNoAnswer: 'App 没有响应，静默下载未开启，请稍后重试',
    silentDownloadFailed: '静默下载开启失败，请稍后重试',
  },
  en: {
    loading: 'Loading…',
    welcome: 'Welcome, ',
    currentUser: 'Current user',
    logout: 'Log out',
    loginModes: 'Sign-in methods',
    mobileCodeLogin: 'SMS code sign-in',
    mobile: 'Phone number',
    mobilePlaceholder: 'Enter your phone number',
    code: 'Code',
    codePlaceholder: 'Enter the code',
    getCode: 'Get code',
    login: 'Sign in',
    reserve: 'Reserve now',
    reserving: 'Reserving…',
    reserved: 'Reserved',
    invited: 'Invited ',
    invitedCount: 'Friends invited',
    invitedSuffix: ' friends',
    inviteLink: 'Invite link',
    copyLink: 'Copy link',
    copied: 'Copied. Go invite your friends!',
    copyFailed: 'Copy failed. Press and hold the link to copy it.',
    reservationCount: 'Reservations',
    captchaTitle: 'Security check',
    captchaPrompt: 'Enter the characters in the picture',
    separator: '. ',
    captchaImage: 'Captcha picture',
    captchaAnswer: 'Characters in the picture',
    close: 'Close',
    confirm: 'OK',
    silentDownloadNoAnswer: 'The app did not answer, so silent download is not on. Please try again later.',
    silentDownloadFailed: 'Silent download could not be turned on. Please try again later.',
  },
};
