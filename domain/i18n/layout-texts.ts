import { defineAreaTexts } from './texts';

/** The top bar's and footer's texts. */
export interface LayoutTexts {
  /** about, user agreement, privacy policy, join-us (order). */
  readonly links: readonly [string, string, string, string];
  readonly guardianBadge: string;
  /** The anti-addiction slogans. */
  readonly slogans: readonly string[];
  readonly maskLabel: string;
  readonly maskHint: string;
  /** The game nav bar's accessible name. */
  readonly navBar: string;
}

/** The layout widgets' texts in zh-CN and en (ja, ko and zh-TW: `locales/`) (the default footer links, the badge, the slogans, the weixin mask). */
export const LAYOUT_TEXTS = defineAreaTexts<LayoutTexts>('layout', {
  'zh-CN': {
    links: ['关于我们', '用户协议', '隐私政策', '加入我们'],
    guardianBadge: '家长监护',
    slogans: ['抵制不良游戏，拒绝盗版游戏。注意自我保护，谨防受骗上当。', '适度游戏益脑，沉迷游戏伤身。合理安排时间，享受健康生活。'],
    maskLabel: '请在浏览器中打开',
    maskHint: '点击右上角菜单，选择在浏览器中打开后下载',
    navBar: '导航栏',
  },
  en: {
    links: ['About', 'User Agreement', 'Privacy Policy', 'Join Us'],
    guardianBadge: 'Parental guardian',
    slogans: [
      'Say no to harmful and pirated games. Protect yourself and beware of scams.',
      'Moderate play is good for the mind; addiction harms the body. Plan your time and live healthily.',
    ],
    maskLabel: 'Open in a browser',
    maskHint: 'Tap the menu at the top right and choose Open in Browser to download',
    navBar: 'Navigation bar',
  },
});
