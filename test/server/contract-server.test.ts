import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('startContractServer: a page origin outside --origin is named in the log (issue 37, item 3)', () => {
  const OTHER = 'http://localhost:3000';
  const HINT = `from ${OTHER}, which is not an allowed page origin: its browser keeps the answer from the page. Start the server with --origin ${OTHER} (corsOrigins: ['${OTHER}'] from code)`;

  it('prints the origin and the flag to add for a refused preflight and a refused call, and nothing for an allowed origin', async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      server = await startContractServer({ port: 0, corsOrigins: [PAGE] });
      printed.length = 0;
      await fetch(`${server.url}/passport/web/send_code/`, { method: 'OPTIONS', headers: { origin: OTHER, 'access-control-request-method': 'POST' } });
      await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`, { headers: { origin: OTHER } });
      await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`, { headers: { origin: PAGE } });
      await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`, { headers: { origin: server.url } });
    } finally {
      spy.mockRestore();
    }
    expect(printed).toEqual([
      `[cors] preflight for POST /passport/web/send_code/ ${HINT}`,
      expect.stringMatching(/^OPTIONS \/passport\/web\/send_code\/ 204 \d+ms$/),
      `[cors] GET /act/demo-app/passport/login_check ${HINT}`,
      expect.stringMatching(/^GET \/act\/demo-app\/passport\/login_check 200 \d+ms$/),
      expect.stringMatching(/^GET \/act\/demo-app\/passport\/login_check 200 \d+ms$/),
      expect.stringMatching(/^GET \/act\/demo-app\/passport\/login_check 200 \d+ms$/),
    ]);
  });

  it('names the refused origin without any --origin too, and says a null origin cannot be let in', async () => {
    const lines: string[] = [];
    // The start-up lines go to the console; the calls' lines to `log`.
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    server = await startContractServer({ port: 0, quiet: false, log: (line) => lines.push(line) });
    spy.mockRestore();
    await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`, { headers: { origin: OTHER } });
    await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`, { headers: { origin: 'null' } });
    expect(lines.filter((line) => line.startsWith('[cors]'))).toEqual([
      `[cors] GET /act/demo-app/passport/login_check ${HINT}`,
      '[cors] GET /act/demo-app/passport/login_check from a page whose origin is null (a file: page or a sandboxed frame), which CORS cannot let in: serve the page over http(s) and start the server with --origin <its origin>',
    ]);
  });
});

describe('startContractServer: one host name, localhost (issue 37, item 3)', () => {
  it('names itself http://localhost:<port> on its default host, in its url and all it prints', async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      server = await startContractServer({ port: 0, log: () => {} });
    } finally {
      spy.mockRestore();
    }
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(printed[0]).toBe(`campaign-kit contract server: ${server.url}`);
    expect(printed).toContain(`  dev page: ${server.url}/__dev/ (codes, calls, reports, monitoring, sessions, reservations; forces the next answer)`);
    expect(printed.join('\n')).not.toContain('127.0.0.1');
    expect((await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`)).status).toBe(200);
  });
});
