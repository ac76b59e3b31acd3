import { defineAreaTexts } from './texts';

/** The cookie banner's and panel's texts. */
export interface ConsentTexts {
  readonly bannerLabel: string;
  readonly cookieSetting: string;
  readonly rejectAll: string;
  readonly acceptAll: string;
  readonly ok: string;
  readonly learnMore: string;
  readonly panelTitle: string;
  readonly cookieDetails: string;
  readonly save: string;
  readonly close: string;
  readonly provider: string;
  readonly alwaysOn: string;
  readonly simpleTitle: string;
}

/** The consent widget's texts in zh-CN and en (ja, ko and zh-TW: `locales/`); the `texts` prop of the widgets overrides any of them. */
export const CONSENT_TEXTS = defineAreaTexts<ConsentTexts>('consent', {
  'zh-CN': {
    bannerLabel: 'Cookie 提示',
    cookieSetting: 'Cookie 设置',
    rejectAll: '全部拒绝',
    acceptAll: '全部接受',
    ok: '确定',
    learnMore: '了解更多',
    panelTitle: 'Cookie 设置',
    cookieDetails: 'Cookie 详情',
    save: '保存',
    close: '关闭',
    provider: '提供方',
    alwaysOn: '始终开启',
    simpleTitle: '我们使用 Cookie',
  },
  en: {
    bannerLabel: 'Cookie notice',
    cookieSetting: 'Cookie Setting',
    rejectAll: 'Reject All',
    acceptAll: 'Accept All',
    ok: 'OK',
    learnMore: 'Learn More',
    panelTitle: 'Cookie Setting',
    cookieDetails: 'Cookie details',
    save: 'Save',
    close: 'Close',
    provider: 'Provider',
    alwaysOn: 'Always on',
    simpleTitle: 'We use cookies',
  },
});
