import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { activityAnswer } from '../envelopes';
import type { PlatformState } from '../state/platform-state';

/**
 * The weixin ticket address ('weixin signature is read from a ticket address'):
 * GET /api/weixin/ticket?url= answers the wx.config fields. The signature follows weixin's rule
 * (SHA-1 of `jsapi_ticket=..&noncestr=..&timestamp=..&url=..`, the url
 * without its `#` part, over the demo's fixed ticket).
 */
export function weixinRoutes(platform: PlatformState, now: () => number): Hono {
  const routes = new Hono();
  routes.get('/api/weixin/ticket', (c) => {
    const url = c.req.query('url') ?? '';
    if (!/^https?:\/\//.test(url)) return c.json(activityAnswer(1, 'url must be an http(s) address'));
    if (url.includes('#')) return c.json(activityAnswer(2, 'url must not contain #'));
    const { app_id, jsapi_ticket } = platform.seed.weixin;
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = Math.floor(now() / 1000);
    const signature = createHash('sha1').update(`jsapi_ticket=${jsapi_ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');
    return c.json(activityAnswer(0, 'success', { appId: app_id, timestamp, nonceStr, signature }));
  });
  return routes;
}
