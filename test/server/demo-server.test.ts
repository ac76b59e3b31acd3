import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../demo/server/start';

describe('startDemoServer', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemoServer({ port: 0, quiet: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the demo page at /', async () => {
    const answer = await fetch(`${server.url}/`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('id="root"');
  });

  it('sends API paths to the contract server, unknown ones included', async () => {
    const check = await fetch(`${server.url}/act/demo-app/passport/login_check?activity_id=demo-activity`);
    expect(await check.json()).toMatchObject({ code: 0, data: { has_login: false } });
    expect(check.headers.get('x-tt-logid')).toBeTruthy();

    const unknown = await fetch(`${server.url}/act/demo-app/no-such-call`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
  });
});
