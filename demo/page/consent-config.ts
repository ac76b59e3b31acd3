import type { ConsentOptions } from 'campaign-kit';

/**
 * The demo's cookies: a locked necessary one, analytics and advertising. With `?gate_tracking=1`
 * in the address, tracking waits for the analytics cookie (held, then sent or dropped).
 */
export const DEMO_CONSENT: ConsentOptions = {
  banner: {
    description:
      '我们使用 Cookie 保存登录状态、统计访问并改进活动体验。详情见[隐私政策@https://example.com/privacy]与[Cookie 政策@https://example.com/cookies]。',
  },
  cookieTypes: [
    {
      name: '必要 Cookie',
      description: '登录和预约所必需，无法关闭。',
      cookies: [{ key: 'session', name: '登录会话', provider: '星渊工作室', allowChange: false, enable: true }],
    },
    {
      name: '统计 Cookie',
      description: '帮助我们了解活动页的访问情况。',
      cookies: [{ key: 'analytics', name: '访问统计', provider: '星渊工作室', link: 'https://example.com/analytics' }],
    },
    {
      name: '广告 Cookie',
      cookies: [{ key: 'ads', name: '广告归因', provider: '示例广告平台', link: 'https://example.com/ads' }],
    },
  ],
  gates: new URLSearchParams(window.location.search).has('gate_tracking') ? { tracking: ['analytics'] } : undefined,
};
