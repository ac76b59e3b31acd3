import { afterEach, describe, expect, it } from 'vitest';
import { startContractServer, type ContractServer } from '../../demo/server/contract-server';

const PAGE = 'http://localhost:5173';
let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('startContractServer: the contract server on its own port, for a page served elsewhere', () => {
  it('answers a preflight from a configured origin with credentialed CORS, the CSRF header allowed', async () => {
    server = await startContractServer({ port: 0, quiet: true, corsOrigins: [PAGE] });
    const answer = await fetch(`${server.url}/passport/web/send_code/`, {
      method: 'OPTIONS',
      headers: { origin: PAGE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-tt-passport-csrf-token' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-headers')).toContain('x-tt-passport-csrf-token');
  });

  it('gives no allow-origin to any other origin, and none at all without corsOrigins', async () => {
    server = await startContractServer({ port: 0, quiet: true, corsOrigins: [PAGE] });
    const other = await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`, { headers: { origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await server.close();
    server = await startContractServer({ port: 0, quiet: true });
    const page = await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`, { headers: { origin: PAGE } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('hands a visitor without one the CSRF cookie, once', async () => {
    server = await startContractServer({ port: 0, quiet: true });
    const first = await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`);
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('passport_csrf_token='));
    expect(cookie).toMatch(/^passport_csrf_token=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    const again = await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`, { headers: { cookie: cookie!.split(';')[0]! } });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('opens the dev doors to a configured origin and keeps them shut to others', async () => {
    server = await startContractServer({ port: 0, quiet: true, corsOrigins: [PAGE] });
    const allowed = await fetch(`${server.url}/__dev/events`, { headers: { origin: PAGE, 'sec-fetch-site': 'same-site' } });
    expect(allowed.status).toBe(200);
    const refused = await fetch(`${server.url}/__dev/events`, { headers: { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' } });
    expect(refused.status).toBe(403);
  });

  it('refuses a corsOrigins entry that is not an origin', async () => {
    await expect(startContractServer({ port: 0, quiet: true, corsOrigins: ['http://localhost:5173/app'] })).rejects.toThrow(/not an origin/);
  });
});
