import type { LoginType } from '../account/login-types';
import type { QrLoginState } from '../account/qr-login';
import { defineAreaTexts } from './texts';

/** The passport account widgets' texts: login forms, QR login, providers, the account panel and its forms. */
export interface AccountTexts {
  readonly smsLogin: string;
  readonly emailLogin: string;
  readonly emailLoginModes: string;
  readonly passwordLogin: string;
  readonly codeLogin: string;
  readonly mobile: string;
  readonly code: string;
  readonly smsCode: string;
  readonly getCode: string;
  /** The get-code button while the resend countdown runs; `{seconds}` is what is left. */
  readonly resendIn: string;
  readonly sendCode: string;
  readonly resendCode: string;
  readonly login: string;
  readonly email: string;
  readonly emailCode: string;
  readonly password: string;
  readonly accountName: string;
  readonly resetPassword: string;
  readonly resetPasswordAction: string;
  readonly newPassword: string;
  readonly currentPassword: string;
  readonly passwordReset: string;
  readonly qrLogin: string;
  readonly qrImage: string;
  readonly qrRefresh: string;
  readonly qrStatus: Readonly<Record<QrLoginState['status'], string>>;
  readonly providerLogin: string;
  /** Provider names where a language has its own (the others show their brand name). */
  readonly providers: Readonly<Partial<Record<LoginType, string>>>;
  readonly appAuthLogin: string;
  readonly accountInfo: string;
  readonly currentUser: string;
  readonly userId: string;
  readonly mobileNumber: string;
  readonly emailAddress: string;
  readonly notBound: string;
  readonly logout: string;
  readonly changePassword: string;
  readonly setPassword: string;
  readonly passwordSaved: string;
  readonly savePassword: string;
  readonly bindEmail: string;
  readonly unbindEmail: string;
  readonly newEmail: string;
  readonly bind: string;
  readonly bindMobile: string;
  readonly changeOrUnbindMobile: string;
  readonly changeMobile: string;
  readonly newMobile: string;
  readonly newMobileCode: string;
  readonly oldMobileCode: string;
  readonly verifyOldMobile: string;
  readonly confirmChange: string;
  readonly unbindMobile: string;
  readonly cancelAccount: string;
  readonly boundMobileCode: string;
  readonly confirmCancel: string;
  readonly secondVerify: string;
  /** After the server's description: where the code goes; `{target}` is the masked mobile. */
  readonly verifyTarget: string;
  readonly verify: string;
  readonly close: string;
}

/** The account widgets' texts in zh-CN and en (ja, ko and zh-TW: `locales/`). */
export const ACCOUNT_TEXTS = defineAreaTexts<AccountTexts>('account', {
  'zh-CN': {
    smsLogin: '短信登录',
    emailLogin: '邮箱登录',
    emailLoginModes: '邮箱登录方式',
    passwordLogin: '密码登录',
    codeLogin: '验证码登录',
    mobile: '手机号',
    code: '验证码',
    smsCode: '短信验证码',
    getCode: '获取验证码',
    resendIn: '{seconds}s',
    sendCode: '发送验证码',
    resendCode: '重新发送',
    login: '登录',
    email: '邮箱',
    emailCode: '邮箱验证码',
    password: '密码',
    accountName: '账号（邮箱、用户名或手机号）',
    resetPassword: '找回密码',
    resetPasswordAction: '重置密码',
    newPassword: '新密码',
    currentPassword: '原密码',
    passwordReset: '密码已重置，请用新密码登录',
    qrLogin: '扫码登录',
    qrImage: '登录二维码',
    qrRefresh: '刷新二维码',
    qrStatus: {
      idle: '正在获取二维码…',
      loading: '正在获取二维码…',
      new: '请使用抖音 App 扫码登录',
      scanned: '已扫码，请在手机上确认',
      confirmed: '登录成功，正在跳转…',
      expired: '二维码已失效',
      failed: '二维码获取失败',
    },
    providerLogin: '第三方登录',
    providers: { douyin: '抖音', toutiao: '今日头条', weibo: '微博' },
    appAuthLogin: '抖音授权登录',
    accountInfo: '账号信息',
    currentUser: '当前用户',
    userId: '用户 ID',
    mobileNumber: '手机号码',
    emailAddress: '邮箱地址',
    notBound: '未绑定',
    logout: '退出登录',
    changePassword: '修改密码',
    setPassword: '设置密码',
    passwordSaved: '密码已保存',
    savePassword: '保存密码',
    bindEmail: '绑定邮箱',
    unbindEmail: '解绑邮箱',
    newEmail: '新邮箱',
    bind: '绑定',
    bindMobile: '绑定手机',
    changeOrUnbindMobile: '换绑或解绑手机',
    changeMobile: '换绑手机',
    newMobile: '新手机号',
    newMobileCode: '新手机验证码',
    oldMobileCode: '原手机验证码',
    verifyOldMobile: '验证原手机',
    confirmChange: '确认换绑',
    unbindMobile: '解绑手机',
    cancelAccount: '注销账号',
    boundMobileCode: '绑定手机验证码',
    confirmCancel: '确认注销',
    secondVerify: '二次验证',
    verifyTarget: '（{target}）',
    verify: '验证',
    close: '关闭',
  },
  en: {
    smsLogin: 'SMS login',
    emailLogin: 'Email login',
    emailLoginModes: 'Email login method',
    passwordLogin: 'With password',
    codeLogin: 'With code',
    mobile: 'Phone number',
    code: 'Code',
    smsCode: 'SMS code',
    getCode: 'Get code',
    resendIn: '{seconds}s',
    sendCode: 'Send code',
    resendCode: 'Send again',
    login: 'Log in',
    email: 'Email',
    emailCode: 'Email code',
    password: 'Password',
    accountName: 'Account (email, username or phone number)',
    resetPassword: 'Reset password',
    resetPasswordAction: 'Reset password',
    newPassword: 'New password',
    currentPassword: 'Current password',
    passwordReset: 'Your password is reset. Log in with the new one.',
    qrLogin: 'QR code login',
    qrImage: 'Login QR code',
    qrRefresh: 'Refresh the QR code',
    qrStatus: {
      idle: 'Getting the QR code…',
      loading: 'Getting the QR code…',
      new: 'Scan with the Douyin app to log in',
      scanned: 'Scanned. Confirm on your phone.',
      confirmed: 'Logged in. Redirecting…',
      expired: 'The QR code has expired',
      failed: 'Could not get the QR code',
    },
    providerLogin: 'Log in with another account',
    providers: { douyin: 'Douyin', toutiao: 'Toutiao', weibo: 'Weibo' },
    appAuthLogin: 'Log in with Douyin',
    accountInfo: 'Account',
    currentUser: 'Current user',
    userId: 'User ID',
    mobileNumber: 'Phone number',
    emailAddress: 'Email address',
    notBound: 'Not linked',
    logout: 'Log out',
    changePassword: 'Change password',
    setPassword: 'Set a password',
    passwordSaved: 'Password saved',
    savePassword: 'Save password',
    bindEmail: 'Link an email',
    unbindEmail: 'Unlink the email',
    newEmail: 'New email',
    bind: 'Link',
    bindMobile: 'Link a phone',
    changeOrUnbindMobile: 'Change or unlink the phone',
    changeMobile: 'Change the phone',
    newMobile: 'New phone number',
    newMobileCode: 'Code sent to the new phone',
    oldMobileCode: 'Code sent to the current phone',
    verifyOldMobile: 'Verify the current phone',
    confirmChange: 'Confirm the change',
    unbindMobile: 'Unlink the phone',
    cancelAccount: 'Delete account',
    boundMobileCode: 'Code sent to your linked phone',
    confirmCancel: 'Delete my account',
    secondVerify: 'Extra verification',
    verifyTarget: ' ({target})',
    verify: 'Verify',
    close: 'Close',
  },
});
