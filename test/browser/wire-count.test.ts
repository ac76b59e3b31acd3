import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { startDemoSession, type DemoSession } from './support/demo';
import { logInWithSms } from './support/visitor';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

/**
 * The account or reservation call a request is, by the name the issue counts it by: the process
 * id for the activity's process calls, the path for the rest; undefined for content, files,
 * reports and everything else.
 */
function accountOrReservationCall(request: Request): string | undefined {
  const { pathname } = new URL(request.url());
  if (/^\/act\/[^/]+\/process\/exec\/v2$/.test(pathname)) {
    const body = JSON.parse(request.postData() ?? '{}') as { process_id?: string };
    return `process ${body.process_id}`;
  }
  const families = [/\/passport\/login_check$/, /^\/check_login\/$/, /^\/passport\/account\/info\/v2\/$/, /^\/send_activation_code\//, /^\/quick_login\//, /^\/web_?b?\/account\/login$/, /^\/logout\//];
  return families.some((family) => family.test(pathname)) ? pathname : undefined;
}

describe('the demo campaign on the wire: widgets share one state per service', () => {
  it('one SMS login then reservation sends each account and reservation call only as often as the flow needs', async () => {
    const { page } = await session.visitor();
    const calls: string[] = [];
    page.on('request', (request) => {
      const call = accountOrReservationCall(request);
      if (call) calls.push(call);
    });
    await page.goto(session.server.url);
    await expect.poll(() => page.getByLabel('预约人数').count()).toBe(1);
    await page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, page, '13511110071');
    await expect.poll(() => page.getByRole('button', { name: '已预约' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel('邀请链接').inputValue()).toMatch(/share_code=[A-Z0-9]{8}/);
    await expect.poll(() => page.getByLabel('已邀请人数').count()).toBe(1);
    // Settled: the page has nothing left in flight.
    await page.waitForLoadState('networkidle');

    const count = (pattern: RegExp) => calls.filter((call) => pattern.test(call)).length;
    expect(count(/login_check|check_login/), 'login checks').toBeLessThanOrEqual(2);
    expect(count(/^process reserve_status$/), 'reservation status').toBeLessThanOrEqual(2);
    expect(count(/account\/info/), 'account info').toBe(1);
    expect(count(/^process share_code$/), 'share code').toBe(1);
    expect(count(/^process invited_count$/), 'invited count').toBe(1);
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(14);
  });
});
