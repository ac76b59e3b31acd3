import type { ConsentOptions } from 'campaign-kit';
import { STUDIO } from './studio-name';

/**
 * The demo's cookies: a locked necessary one, analytics and advertising. Monitoring waits for the
 * analytics cookie (held, then sent or dropped). Tracking opts out (an empty list), so the demo's
 * tracking sink shows reports at once; with `?gate_tracking=1` in the address, it waits for the
 * analytics cookie too. Without a `gates` entry, a reporter would wait for analytics and advertising.
 */
export const DEMO_CONSENT: ConsentOptions = {
  banner: {
    description: {
      'zh-CN': '我们使用 Cookie 保存登录状态、统计访问并改进活动体验。详情见[隐私政策@https://example.com/privacy]与[Cookie 政策@https://example.com/cookies]。',
      en: 'We use cookies to keep you logged in, count visits and improve the campaign. See the [Privacy Policy@https://example.com/privacy] and the [Cookie Policy@https://example.com/cookies].',
      ja: 'ログイン状態の保持、アクセスの集計、キャンペーンの改善のためにCookieを使用しています。詳しくは[プライバシーポリシー@https://example.com/privacy]と[Cookieポリシー@https://example.com/cookies]をご覧ください。',
      ko: '로그인 상태 유지, 방문 집계, 이벤트 개선을 위해 쿠키를 사용합니다. 자세한 내용은 [개인정보 처리방침@https://example.com/privacy]과 [쿠키 정책@https://example.com/cookies]을 확인하세요.',
      'zh-TW': '我們使用 Cookie 保存登入狀態、統計造訪並改善活動體驗。詳情請見[隱私權政策@https://example.com/privacy]與[Cookie 政策@https://example.com/cookies]。',
    },
  },
  // Each text in every language: the panel shows the widget language's.
  cookieTypes: [
    {
      name: { 'zh-CN': '必要 Cookie', en: 'Necessary cookies', ja: '必須Cookie', ko: '필수 쿠키', 'zh-TW': '必要 Cookie' },
      description: { 'zh-CN': '登录和预约所必需，无法关闭。', en: 'Needed to log in and reserve; they cannot be turned off.', ja: 'ログインと事前登録に必要なため、オフにできません。', ko: '로그인과 사전예약에 필요하므로 끌 수 없습니다.', 'zh-TW': '登入和預約所必需，無法關閉。' },
      cookies: [{ key: 'session', name: { 'zh-CN': '登录会话', en: 'Login session', ja: 'ログインセッション', ko: '로그인 세션', 'zh-TW': '登入工作階段' }, provider: STUDIO, allowChange: false, enable: true }],
    },
    {
      name: { 'zh-CN': '统计 Cookie', en: 'Analytics cookies', ja: '分析Cookie', ko: '분석 쿠키', 'zh-TW': '統計 Cookie' },
      description: { 'zh-CN': '帮助我们了解活动页的访问情况。', en: 'Help us see how the campaign page is visited.', ja: 'キャンペーンページの利用状況を把握するために使います。', ko: '이벤트 페이지 방문 현황을 파악하는 데 도움이 됩니다.', 'zh-TW': '協助我們瞭解活動頁的造訪情況。' },
      cookies: [{ key: 'analytics', name: { 'zh-CN': '访问统计', en: 'Visit statistics', ja: 'アクセス解析', ko: '방문 통계', 'zh-TW': '造訪統計' }, provider: STUDIO, link: 'https://example.com/analytics' }],
    },
    {
      name: { 'zh-CN': '广告 Cookie', en: 'Advertising cookies', ja: '広告Cookie', ko: '광고 쿠키', 'zh-TW': '廣告 Cookie' },
      cookies: [{ key: 'ads', name: { 'zh-CN': '广告归因', en: 'Ad attribution', ja: '広告の効果測定', ko: '광고 성과 측정', 'zh-TW': '廣告歸因' }, provider: { 'zh-CN': '示例广告平台', en: 'Example Ads', 'zh-TW': '範例廣告平台' }, link: 'https://example.com/ads' }],
    },
  ],
  gates: { monitoring: ['analytics'], tracking: new URLSearchParams(window.location.search).has('gate_tracking') ? ['analytics'] : [] },
};
