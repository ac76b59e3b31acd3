import { readAsset } from '../assets';
import { Hono } from 'hono';
import { isRecord, readBody } from '../body';
import type { SlideCaptchas } from '../state/slide-captcha';

const SDK_SOURCE = readAsset('captcha-sdk.js');

/**
 * The local verification service: its settings, its SDK script (the `TTGCaptcha` global) and the
 * slide challenges that script poses, checked here.
 */
export function captchaRoutes(slides: SlideCaptchas): Hono {
  const routes = new Hono();

  routes.get('/settings', (c) => c.json({ script_urls: [new URL('/captcha/sdk.js', c.req.url).toString()] }));

  routes.get('/sdk.js', (c) => {
    c.header('content-type', 'application/javascript; charset=utf-8');
    c.header('cache-control', 'no-store');
    return c.body(SDK_SOURCE);
  });

  routes.post('/challenge', async (c) => {
    const body = await readBody(c);
    const subtype = isRecord(body) && typeof body.subtype === 'string' ? body.subtype : 'slide';
    return c.json(slides.pose(subtype));
  });

  routes.post('/verify', async (c) => {
    const body = await readBody(c);
    if (!isRecord(body) || typeof body.id !== 'string') return c.json({ success: false, message: 'id is required' }, 400);
    return c.json(slides.check(body.id, Number(body.x)));
  });

  return routes;
}
