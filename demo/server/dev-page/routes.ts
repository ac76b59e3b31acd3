import { Hono } from 'hono';
import { readAsset } from '../assets';
import { DEV_TOKEN_PARAM } from '../dev-doors';
import { devPageLanguage } from './messages';
import { phoneAddresses } from './network';
import { devPageHtml } from './page-html';
import { devSnapshot, type DevSources } from './snapshot';

/** The JSON door the dev page reads every second: not logged (see `logCalls`). */
export const DEV_STATE_PATH = '/__dev/state';

/**
 * Only the page's own files run or style it: no inline script or style, no other origin, no
 * frames, no form posts (its forms are sent by its script, as JSON, to the dev doors).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SCRIPT = readAsset('dev-page.js');
const STYLES = readAsset('dev-page.css');

/**
 * The dev page (`GET /__dev/`, in zh-CN or en by `?lang=`), its script and style sheet, and
 * `GET /__dev/state`, all it shows as JSON. Mounted behind the dev doors' guard like every
 * `/__dev/` door.
 * @param host - the host the server listens on, for the addresses a phone opens; undefined for an app answering in process.
 */
export function devPageRoutes(sources: DevSources, host?: string): Hono {
  const routes = new Hono();
  const noStore = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

  routes.get('/__dev', (c) => c.redirect(`/__dev/${new URL(c.req.url).search}`));

  routes.get('/__dev/', (c) => {
    const language = devPageLanguage(c.req.query('lang'), c.req.header('accept-language'));
    // The token the page was opened with rides on the page's own files (a browser sends no header with them).
    const own = new URL(c.req.url);
    const phone = phoneAddresses(host, own.port || (own.protocol === 'https:' ? '443' : '80'));
    return c.html(devPageHtml(language, c.req.query(DEV_TOKEN_PARAM), phone), 200, {
      ...noStore,
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'referrer-policy': 'no-referrer',
    });
  });

  routes.get('/__dev/page.js', (c) => c.body(SCRIPT, 200, { ...noStore, 'content-type': 'text/javascript; charset=utf-8' }));
  routes.get('/__dev/page.css', (c) => c.body(STYLES, 200, { ...noStore, 'content-type': 'text/css; charset=utf-8' }));
  routes.get(DEV_STATE_PATH, (c) => c.json(devSnapshot(sources), 200, noStore));

  return routes;
}
