import type { ShareOptions } from 'campaign-kit';

const origin = window.location.origin;

/** The demo's share info, short-link host and weixin ticket address (the contract server's). */
export const DEMO_SHARE: ShareOptions = {
  info: {
    url: `${origin}/`,
    title: '《星渊回响》全平台预约开启',
    description: '预约即领限定头像框与星辉石，邀请好友解锁更多奖励。',
    image: `${origin}/favicon.svg`,
  },
  weixinTicketUrl: `${origin}/api/weixin/ticket`,
};
