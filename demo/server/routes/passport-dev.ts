import { Hono } from 'hono';
import { isRecord, readBody } from '../body';
import { APP_AUTH_PLATFORM, type OAuthGrants } from '../state/oauth-grants';
import type { PassportDirectory } from '../state/passport-directory';

/** Development doors of the passport (`/__dev/passport/...`). */
export function passportDevRoutes(passport: PassportDirectory, grants: OAuthGrants): Hono {
  const routes = new Hono();

  /** What the short-video app hands a page it authorises: a one-use code for auth/login (the demo's simulated app asks here). */
  routes.post('/app-grant', (c) => c.json({ code: grants.issue(APP_AUTH_PLATFORM) }));

  /** Queues a demand: `{ kind: 'captcha' | 'second', path?, mobile?, target? }`; the next matching call meets it. */
  routes.post('/demand', async (c) => {
    const body = await readBody(c);
    if (!isRecord(body) || (body.kind !== 'captcha' && body.kind !== 'second')) return c.json({ message: "kind must be 'captcha' or 'second'" }, 400);
    passport.demand({
      kind: body.kind,
      path: typeof body.path === 'string' ? body.path : undefined,
      mobile: typeof body.mobile === 'string' ? body.mobile : undefined,
      target: typeof body.target === 'string' ? body.target : undefined,
    });
    return c.json({ queued: true });
  });

  /** The last passport code sent to a mobile or email, and how many were sent (`sent`). */
  routes.get('/code/:target', (c) => {
    const last = passport.lastCode(c.req.param('target'));
    return last ? c.json(last) : c.json({ message: 'no passport code sent to this target' }, 404);
  });

  /** The last non-GET passport call (path, query with `_signature`, CSRF header sent or not). */
  routes.get('/last-post', (c) => (passport.lastPost ? c.json(passport.lastPost) : c.json({ message: 'no passport post yet' }, 404)));

  /** Where the latest slide challenge's gap is (px), as a person sees it. */
  routes.get('/slide', (c) => {
    const gap = passport.slides.latestGap();
    return gap ? c.json(gap) : c.json({ message: 'no slide challenge posed yet' }, 404);
  });

  return routes;
}
