import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

describe('contract server: short link (SPEC §7)', () => {
  it('answers a short link for a url on its own origin, the same one for the same url, which redirects to it', async () => {
    const { app, post } = createTestApp();
    const first = (await (await post('/api/share-link', { url: 'http://localhost/?share_code=abc' })).json()) as { code: number; data: string };
    const again = (await (await post('/api/share-link', { url: 'http://localhost/?share_code=abc' })).json()) as { data: string };
    expect(first.code).toBe(0);
    expect(first.data).toMatch(/^http:\/\/localhost\/api\/share-link\/[\w-]{16}$/);
    expect(again.data).toBe(first.data);
    const redirect = await app.request(new URL(first.data).pathname);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://localhost/?share_code=abc');
  });

  it('shortens a page of a configured origin (corsOrigins, --origin)', async () => {
    const { post } = createTestApp({ corsOrigins: ['http://localhost:5173'] });
    const answer = (await (await post('/api/share-link', { url: 'http://localhost:5173/?share_code=abc' })).json()) as { code: number };
    expect(answer.code).toBe(0);
  });

  it('refuses a url on another origin: no open redirect for phishing or past a script allow-list', async () => {
    const { app, post } = createTestApp({ corsOrigins: ['http://localhost:5173'] });
    for (const url of ['https://evil.test/steal.js', 'http://localhost:5174/', 'http://localhost.evil.test/', 'https://localhost/']) {
      expect(await (await post('/api/share-link', { url })).json()).toEqual({ code: 1, message: 'url must be on http://localhost or http://localhost:5173' });
    }
    // Nothing was stored: the first id a count would have given leads nowhere.
    expect((await app.request('/api/share-link/0001')).status).toBe(404);
  });

  it('refuses a body that is not sent as JSON (what a page on another site posts without asking)', async () => {
    const { app } = createTestApp();
    const answer = await app.request('/api/share-link', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ url: 'http://localhost/' }) });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ code: 1, message: 'the body must be JSON (content-type: application/json)' });
  });

  it('gives ids that do not count up: 96 random bits each', async () => {
    const { post } = createTestApp();
    const ids: string[] = [];
    for (let n = 0; n < 20; n++) {
      const { data } = (await (await post('/api/share-link', { url: `http://localhost/?share_code=c${n}` })).json()) as { data: string };
      ids.push(data.split('/').pop()!);
    }
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(12);
    expect(ids).not.toContain('0001');
    expect([...ids].sort()).not.toEqual(ids);
  });

  it('refuses a url that is not http(s)', async () => {
    const { post } = createTestApp();
    expect(await (await post('/api/share-link', { url: 'javascript:alert(1)' })).json()).toEqual({ code: 1, message: 'url must be an http(s) address' });
  });
});

describe('contract server: weixin ticket address (SPEC §7, PLATFORMS.md §1b)', () => {
  it('signs the url with SHA-1 over jsapi_ticket, noncestr, timestamp and url', async () => {
    const { get } = createTestApp();
    const url = 'https://campaign.test/page?x=1';
    const answer = (await (await get(`/api/weixin/ticket?url=${encodeURIComponent(url)}`)).json()) as { code: number; data: { appId: string; timestamp: number; nonceStr: string; signature: string } };
    expect(answer.code).toBe(0);
    const { timestamp, nonceStr, signature } = answer.data;
    expect(timestamp).toBe(Date.UTC(2026, 0, 1) / 1000);
    expect(signature).toBe(createHash('sha1').update(`jsapi_ticket=demo-jsapi-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex'));
  });

  it('refuses a url with a # part', async () => {
    const { get } = createTestApp();
    expect(((await (await get(`/api/weixin/ticket?url=${encodeURIComponent('https://campaign.test/#/a')}`)).json()) as { message: string }).message).toBe('url must not contain #');
  });
});
