import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContractApp } from '../../demo/server/app';
import { startContractServer, type ContractServer } from '../../demo/server/contract-server';

const TOKEN = 'a'.repeat(32);
/** What @hono/node-server hands the app for a request that came over a socket from `address`. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
/** An address of this machine that other machines reach it by, if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

/** A GET over a real socket to `address`, naming the host `hostHeader` (any caller can write that header). */
function get(address: string, port: number, path: string, hostHeader: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request({ host: address, port, path, headers: { host: hostHeader, ...headers } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end();
  });
}

describe('the /__dev/ doors of a server other machines can reach (issue 26, finding 9)', () => {
  const { app } = createContractApp({ captchaRate: 0, log: () => {}, devHosts: ['0.0.0.0'], devToken: TOKEN });

  it('refuse a caller from another machine that writes Host: localhost', async () => {
    const answer = await app.request('http://localhost/__dev/events', {}, from('192.0.2.7'));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: expect.stringContaining('dev token') });
  });

  it('answer a caller from another machine that sends the token, as a header or a parameter', async () => {
    expect((await app.request('http://localhost/__dev/events', { headers: { 'x-dev-token': TOKEN } }, from('192.0.2.7'))).status).toBe(200);
    expect((await app.request(`http://localhost/__dev/events?dev_token=${TOKEN}`, {}, from('192.0.2.7'))).status).toBe(200);
    expect((await app.request('http://localhost/__dev/events', { headers: { 'x-dev-token': 'b'.repeat(32) } }, from('192.0.2.7'))).status).toBe(403);
  });

  it('answer callers on this machine without the token', async () => {
    for (const address of ['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.request('http://localhost/__dev/events', {}, from(address))).status, address).toBe(200);
    }
  });

  it('still check the host, the origin and the body with the token', async () => {
    const headers = { 'x-dev-token': TOKEN };
    expect((await app.request('http://evil.test/__dev/events', { headers }, from('127.0.0.1'))).status).toBe(403);
    expect((await app.request('http://localhost/__dev/events', { headers: { ...headers, origin: 'http://evil.test' } }, from('192.0.2.7'))).status).toBe(403);
  });

  it('refuse a request without a socket (nothing says where it came from) unless it carries the token', async () => {
    expect((await app.request('http://localhost/__dev/events')).status).toBe(403);
    expect((await app.request('http://localhost/__dev/events', { headers: { 'x-dev-token': TOKEN } })).status).toBe(200);
  });

  it('leave the rest of the server alone', async () => {
    expect((await app.request('http://localhost/act/demo-app/passport/login_check?activity_id=demo-activity', {}, from('192.0.2.7'))).status).toBe(200);
  });
});

describe('startContractServer on a host other machines can reach', () => {
  let server: ContractServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    vi.restoreAllMocks();
  });

  it('makes a dev token and prints it at start; on 127.0.0.1 there is none', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    server = await startContractServer({ port: 0, host: '0.0.0.0' });
    expect(server.devToken).toMatch(/^[0-9a-f]{32}$/);
    expect(lines.some((line) => line.includes(`x-dev-token: ${server!.devToken}`))).toBe(true);
    await server.close();
    lines.length = 0;
    server = await startContractServer({ port: 0 });
    expect(server.devToken).toBeUndefined();
    expect(lines.some((line) => line.includes('x-dev-token'))).toBe(false);
  });

  it('reads the caller from the socket: loopback passes, this machine\'s LAN address needs the token', async () => {
    server = await startContractServer({ port: 0, host: '0.0.0.0', quiet: true });
    const port = Number(new URL(server.url).port);
    expect(await get('127.0.0.1', port, '/__dev/events', 'localhost')).toBe(200);
    if (!lanAddress) return; // a machine with loopback only: no other caller to be
    expect(await get(lanAddress, port, '/__dev/events', 'localhost')).toBe(403);
    expect(await get(lanAddress, port, '/__dev/events', 'localhost', { 'x-dev-token': server.devToken! })).toBe(200);
  });

  it("answers a phone that opens the dev page by this machine's LAN address, with the token only (issue 37, item 4)", async () => {
    server = await startContractServer({ port: 0, host: '0.0.0.0', quiet: true });
    const port = Number(new URL(server.url).port);
    if (!lanAddress) return; // a machine with loopback only: no other caller to be
    expect(await get(lanAddress, port, `/__dev/?dev_token=${server.devToken}`, `${lanAddress}:${port}`)).toBe(200);
    expect(await get(lanAddress, port, '/__dev/', `${lanAddress}:${port}`)).toBe(403);
    expect(await get(lanAddress, port, `/__dev/?dev_token=${server.devToken}`, `evil.test:${port}`)).toBe(403);
  });
});
