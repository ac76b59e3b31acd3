import { describe, expect, it } from 'vitest';
import { FetchHttpAdapter } from '../../adapters/browser/fetch-http.adapter';
import { createCampaignKit } from '../../composition/create-campaign-kit';
import { account, consent, reservation } from '../../composition/features/index';
import { createContractApp } from '../../demo/server/app';
import { CookieJar } from '../../demo/server/cookie-jar';

const API = 'http://127.0.0.1:8787';
const MOBILE = '13800000000';


/**
 * One server render's kit, as a request handler creates it: its own transport, which forwards the
 * request's cookies (`cookies`), and no window.
 */
function kitForRequest(app: ReturnType<typeof createContractApp>['app'], cookies: Record<string, string> = {}) {
  const jar = new CookieJar(cookies);
  const transport = new FetchHttpAdapter({ fetch: (input, init) => jar.send(new Request(input, init), (request) => app.fetch(request)) });
  return createCampaignKit({
    aid: 1128,
    appId: 'demo-app',
    activityId: 'demo-activity',
    apiOrigin: API,
    transport,
    features: [account(), reservation(), consent({ cookieTypes: [{ name: 'Analytics', cookies: [{ key: 'analytics', name: '_ga' }] }] })],
  });
}

describe('createCampaignKit on the server: one kit per request, in one process', () => {
  it('creates a kit for each of two requests, neither refused nor sharing state with the other', async () => {
    expect(typeof window).toBe('undefined');
    const { app, store } = createContractApp({ captchaRate: 0, log: () => {} });
    const first = kitForRequest(app, { ck_session: store.accounts.logIn(MOBILE).sessionId });
    const second = kitForRequest(app);
    expect(second).not.toBe(first);

    await first.account.check();
    first.i18n.set('en');
    first.consent.acceptAll();

    expect(first.account.state.status).toBe('logged-in');
    expect(second.account.state.status).toBe('unknown');
    await second.account.check();
    expect(second.account.state.status).toBe('logged-out');
    expect(first.account.state.status).toBe('logged-in');
    expect(second.i18n.language).toBe('zh-CN');
    expect(second.consent.state.status).toBe('pending');
    expect(first.consent.state.status).not.toBe('pending');
  });

  it('creates a third kit while the first two are alive (no page to hold one kit)', () => {
    const { app } = createContractApp({ captchaRate: 0, log: () => {} });
    const kits = [kitForRequest(app), kitForRequest(app), kitForRequest(app)];
    expect(new Set(kits).size).toBe(3);
  });
});
