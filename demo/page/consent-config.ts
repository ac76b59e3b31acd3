import type { ConsentOptions } from 'campaign-kit';

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
    },
  },
  // Each text in both languages: the panel shows the widget language's.
  cookieTypes: [
    {
      name: { 'zh-CN': '必要 Cookie', en: 'Necessary cookies' },
      description: { 'zh-CN': '登录和预约所必需，无法关闭。', en: 'Needed to log in and reserve; they cannot be turned off.' },
      cookies: [{ key: 'session', name: { 'zh-CN': '登录会话', en: 'Login session' }, provider: { 'zh-CN': '星渊工作室', en: 'Starabyss Studio' }, allowChange: false, enable: true }],
    },
    {
      name: { 'zh-CN': '统计 Cookie', en: 'Analytics cookies' },
      description: { 'zh-CN': '帮助我们了解活动页的访问情况。', en: 'Help us see how the campaign page is visited.' },
      cookies: [{ key: 'analytics', name: { 'zh-CN': '访问统计', en: 'Visit statistics' }, provider: { 'zh-CN': '星渊工作室', en: 'Starabyss Studio' }, link: 'https://example.com/analytics' }],
    },
    {
      name: { 'zh-CN': '广告 Cookie', en: 'Advertising cookies' },
      cookies: [{ key: 'ads', name: { 'zh-CN': '广告归因', en: 'Ad attribution' }, provider: { 'zh-CN': '示例广告平台', en: 'Example Ads' }, link: 'https://example.com/ads' }],
    },
  ],
  gates: { monitoring: ['analytics'], tracking: new URLSearchParams(window.location.search).has('gate_tracking') ? ['analytics'] : [] },
};
