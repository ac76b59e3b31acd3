import type { Context } from 'hono';
import { Hono } from 'hono';
import { openSession, sessionUser } from '../session';
import type { PassportDirectory } from '../state/passport-directory';
import type { ContractStore } from '../store';
import { error, mask, ok, readFields } from './passport-wire';

/**
 * QR scan login (get_qrcode, check_qrconnect) and the confirm page a second device opens
 * from the code: it marks the code scanned, then confirms the login as the account logged in on
 * that device (only; a mobile in the form is ignored, and without a session nothing is confirmed).
 */
export function passportQrRoutes(store: ContractStore, passport: PassportDirectory, log: (line: string) => void): Hono {
  const routes = new Hono();
  const needUser = (c: Context) => sessionUser(c, store);

  routes.get('/get_qrcode/', (c) => {
    const session = passport.newQr();
    const confirm = new URL(`/passport/web/qr_confirm/?token=${session.token}`, c.req.url).toString();
    log(`[qr] new session ${session.token}: ${confirm}`);
    return c.json(ok({ token: session.token, qrcode_index_url: confirm }));
  });

  routes.get('/check_qrconnect/', (c) => {
    const session = passport.qr(c.req.query('token'));
    if (!session) return c.json(error(1010, '二维码不存在'));
    if (session.status === 'confirmed' && session.mobile && !session.delivered) {
      session.delivered = true;
      const user = openSession(c, store, session.mobile);
      return c.json(ok({ status: 'confirmed', user_id_str: user.user_id_str, redirect_url: c.req.query('next') ?? '' }));
    }
    return c.json(ok({ status: session.status }));
  });

  routes.get('/qr_confirm/', (c) => c.html(confirmPage(c.req.query('token') ?? '', needUser(c)?.mobile)));

  routes.post('/qr_scan/', async (c) => {
    const f = await readFields(c);
    const session = passport.qr(f.token);
    if (!session || session.status === 'expired') return c.json(error(1010, '二维码已失效'));
    if (session.status === 'new') session.status = 'scanned';
    return c.json(ok({ status: session.status }));
  });

  routes.post('/qr_confirm/', async (c) => {
    const f = await readFields(c);
    const session = passport.qr(f.token);
    if (!session || session.status === 'expired') return c.json(error(1010, '二维码已失效'));
    const mobile = needUser(c)?.mobile;
    if (!mobile) return c.json(error(1, '未登录'));
    session.status = 'confirmed';
    session.mobile = mobile;
    log(`[qr] ${session.token} confirmed for ${mobile}`);
    return c.json(ok({ status: 'confirmed' }));
  });

  return routes;
}

/** The page a second device opens from the QR code: it marks the code scanned and confirms the login as the device's account. */
function confirmPage(token: string, mobile: string | undefined): string {
  const safe = JSON.stringify(token).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>确认登录</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
button{font:inherit;padding:10px 18px;border-radius:8px;border:0;background:#3a7afe;color:#fff}
</style></head>
<body><main><h1>确认登录星渊回响活动页</h1>
<p id="status" role="status">正在识别二维码…</p>
${mobile
    ? `<p>登录账号：${mask(mobile)}</p><form id="confirm"><button type="submit">确认登录</button></form>`
    : '<p>请先在本设备登录账号，再扫码确认登录。</p>'}</main>
<script>
const token = ${safe};
const status = document.getElementById('status');
const csrf = (document.cookie.match(/(?:^|; )passport_csrf_token=([^;]*)/) || [])[1] || '';
const post = (path, body) => fetch('/passport/web/' + path + '/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-tt-passport-csrf-token': csrf }, body: new URLSearchParams(body) }).then((r) => r.json());
post('qr_scan', { token }).then((r) => { status.textContent = r.message === 'success' ? '已扫码，请确认登录' : r.data.description; });
document.getElementById('confirm')?.addEventListener('submit', (event) => {
  event.preventDefault();
  post('qr_confirm', { token }).then((r) => {
    status.textContent = r.message === 'success' ? '已确认，请回到电脑端' : r.data.description;
  });
});
</script></body></html>`;
}
