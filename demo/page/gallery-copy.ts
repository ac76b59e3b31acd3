import type { Language } from 'campaign-kit';

/** The component gallery's own words (page copy, in both languages). */
export const GALLERY_COPY: Readonly<Record<Language, {
  readonly title: string;
  readonly intro: string;
  readonly back: string;
  readonly furnitureTitle: string;
  readonly cookieStatus: string;
  readonly openCookieSettings: string;
  readonly siteConfig: string;
  readonly appliedSiteConfig: string;
  readonly refusedSiteConfig: string;
  readonly desktop: string;
  readonly mobile: string;
  readonly light: string;
  readonly dark: string;
  readonly easyLoginTitle: string;
  readonly easyLoginIntro: string;
  readonly otherMethods: string;
  readonly downloadDialogTitle: string;
  readonly downloadDialogIntro: string;
  readonly previewOldDialog: string;
  readonly onlyInApp: string;
  readonly simulateApp: string;
}>> = {
  'zh-CN': {
    title: '组件一览',
    intro: 'campaign-kit 的页面组件，各种变体并排展示。',
    back: '← 返回活动页',
    furnitureTitle: '页面组件',
    cookieStatus: 'Cookie 状态',
    openCookieSettings: '打开 Cookie 设置',
    siteConfig: '站点配置',
    appliedSiteConfig: '已应用的站点配置',
    refusedSiteConfig: '被拒绝的站点配置',
    desktop: '桌面',
    mobile: '移动',
    light: '浅色',
    dark: '深色',
    easyLoginTitle: '一键登录组件',
    easyLoginIntro: '模拟模式：短信和邮箱验证码 1234 即可登录；密码登录走契约服务器（starfarer / Passw0rd!）。',
    otherMethods: '扫码、第三方等其他登录方式见账号中心',
    downloadDialogTitle: '静默下载弹窗（旧版）',
    downloadDialogIntro: '首次预约成功后在 App 内弹出：开启智能 WiFi 下载，订阅或取消。订阅时通过 App 桥开启 WiFi 自动下载（不开短信通知）。',
    previewOldDialog: '预览旧版弹窗',
    onlyInApp: '这个弹窗只在 App 内出现。',
    simulateApp: '在模拟 App 内打开本页',
  },
  en: {
    title: 'Component gallery',
    intro: "campaign-kit's page components, every variant side by side.",
    back: '← Back to the campaign',
    furnitureTitle: 'Page furniture',
    cookieStatus: 'Cookie status',
    openCookieSettings: 'Open the cookie settings',
    siteConfig: 'Site config',
    appliedSiteConfig: 'Site config applied',
    refusedSiteConfig: 'Site config refused',
    desktop: 'Desktop',
    mobile: 'Mobile',
    light: 'light',
    dark: 'dark',
    easyLoginTitle: 'Easy login',
    easyLoginIntro: 'Mock mode: the SMS and email code 1234 logs in; the password tab logs in through the contract server (starfarer / Passw0rd!).',
    otherMethods: 'QR code, third-party providers and the other ways to log in: the account page',
    downloadDialogTitle: 'Silent-download dialog (old version)',
    downloadDialogIntro: 'Shown in the app after a first reservation: smart WiFi download, subscribe or cancel. Subscribing turns on WiFi auto download through the app bridge (no SMS notification).',
    previewOldDialog: 'Preview the old dialog',
    onlyInApp: 'This dialog shows only inside the app.',
    simulateApp: 'Open this page in the simulated app',
  },
};
