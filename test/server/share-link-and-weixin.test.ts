import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

describe('contract server: short link (SPEC §7)', () => {
  it('answers a short link for a url, the same one for the same url, which redirects to it', async () => {
    const { app, post } = createTestApp();
    const first = (await (await post('/api/share-link', { url: 'https://campaign.test/?share_code=abc' })).json()) as { code: number; data: string };
    const again = (await (await post('/api/share-link', { url: 'https://campaign.test/?share_code=abc' })).json()) as { data: string };
    expect(first.code).toBe(0);
    expect(first.data).toMatch(/^http:\/\/localhost\/api\/share-link\/\w+$/);
    expect(again.data).toBe(first.data);
    const redirect = await app.request(new URL(first.data).pathname);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://campaign.test/?share_code=abc');
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
