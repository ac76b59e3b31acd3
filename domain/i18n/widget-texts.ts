import type { LoginMode } from '../login-widget/login-widget.machine';
import { defineAreaTexts, type PluralTexts } from './texts';

/**
 * The texts of the easy-login, reservation and captcha widgets. The zh-CN ones are the widgets'
 * texts exactly (browser tests and pages find the controls by them).
 */
export interface WidgetTexts {
  readonly loading: string;
  readonly welcome: string;
  readonly currentUser: string;
  readonly logout: string;
  readonly loginModes: string;
  /** The tab of each login mode. */
  readonly modeTabs: Readonly<Record<LoginMode, string>>;
  readonly mobile: string;
  readonly mobilePlaceholder: string;
  readonly code: string;
  readonly codePlaceholder: string;
  readonly getCode: string;
  /** The get-code button while the resend countdown runs; `{seconds}` is what is left. */
  readonly resendIn: string;
  readonly login: string;
  /** The short-video-app login button. */
  readonly appLogin: string;
  /** The name of the group of privacy checkboxes. */
  readonly agreements: string;
  readonly reserve: string;
  readonly reserving: string;
  readonly reserved: string;
  /** The invited count; `{count}` marks where the number goes. */
  readonly invitedFriends: PluralTexts;
  readonly invitedCount: string;
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
}

/** The easy-login, reservation and captcha widgets' texts in zh-CN and en (ja, ko and zh-TW: `locales/`). */
export const WIDGET_TEXTS = defineAreaTexts<WidgetTexts>('widget', {
  'zh-CN': {
    loading: '加载中…',
    welcome: '欢迎，',
    currentUser: '当前用户',
    logout: '退出登录',
    loginModes: '登录方式',
    modeTabs: { mobile: '手机验证码登录', password: '密码登录', email: '邮箱登录' },
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    code: '验证码',
    codePlaceholder: '请输入验证码',
    getCode: '获取验证码',
    resendIn: '{seconds}s',
    login: '登录',
    appLogin: '抖音一键登录',
    agreements: '用户协议',
    reserve: '立即预约',
    reserving: '预约中…',
    reserved: '已预约',
    invitedFriends: { other: '已邀请{count}位好友' },
    invitedCount: '已邀请人数',
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
  },
  en: {
    loading: 'Loading…',
    welcome: 'Welcome, ',
    currentUser: 'Current user',
    logout: 'Log out',
    loginModes: 'Login methods',
    modeTabs: { mobile: 'SMS code login', password: 'Password login', email: 'Email login' },
    mobile: 'Phone number',
    mobilePlaceholder: 'Enter your phone number',
    code: 'Code',
    codePlaceholder: 'Enter the code',
    getCode: 'Get code',
    resendIn: '{seconds}s',
    login: 'Log in',
    appLogin: 'Log in with Douyin',
    agreements: 'Agreements',
    reserve: 'Reserve now',
    reserving: 'Reserving…',
    reserved: 'Reserved',
    invitedFriends: { one: 'Invited {count} friend', other: 'Invited {count} friends' },
    invitedCount: 'Friends invited',
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
  },
});
