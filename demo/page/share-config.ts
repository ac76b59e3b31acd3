import type { ShareOptions } from 'campaign-kit';
import { SHARE_COPY } from './page-copy';

const origin = window.location.origin;

/** The demo's share info (its zh-CN words; the share section gives the bar every language's), short-link host and weixin ticket address (the contract server's). */
export const DEMO_SHARE: ShareOptions = {
  info: {
    url: `${origin}/`,
    title: SHARE_COPY['zh-CN'].cardTitle,
    description: SHARE_COPY['zh-CN'].cardDescription,
    image: `${origin}/favicon.svg`,
  },
  weixinTicketUrl: `${origin}/api/weixin/ticket`,
};
