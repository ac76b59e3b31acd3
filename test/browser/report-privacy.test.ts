import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorBatch } from '../../demo/server/state/monitor-sink';
import type { ReportDeliveries } from '../../demo/server/state/report-sink';
import { leaksIn } from '../unit/support/secret-forms';
import { startDemoSession, type DemoSession } from './support/demo';
import { cookieBanner } from './support/cookie-banner';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

// This file's demo server is its own: every batch and report it holds comes from this test's visitor.
const monitorEvents = async () => (await session.dev<MonitorBatch[]>('monitor')).flatMap((batch) => batch.events);
const reports = () => session.dev<ReportDeliveries[]>('reports');
const calledAt = (path: string, type: string) => async () =>
  (await monitorEvents()).some((event) => event.ev_type === type && String(event.request_url ?? event.resource_url).includes(path));

/** The next call to `path` answers 500, once (the contract server's door). */
const failNext = (path: string) => session.dev('next-response', { body: { path, status: 500 } });

/** The login dialog's alert, once a failed step has shown it. */
const alertShown = (page: Page) => page.getByRole('dialog').getByRole('alert').waitFor();

describe('nothing personal leaves the page in a report (issue 26, findings 1 and 2)', () => {
  it('logs in by SMS through failed and sampled calls: no token, mobile or email in any monitoring batch or tracking report, no open_id in monitoring', async () => {
    const token = `tok-${randomUUID()}`;
    const openId = `oid-${randomUUID()}`;
    const mobile = `139${String(randomInt(10 ** 8)).padStart(8, '0')}`;
    const email = `player-${randomUUID().slice(0, 8)}@example.test`;
    // An address inside a parameter of the page's own, as partners' links carry one.
    const back = `https://partner.example/landing?token=${token}&mobile=${mobile}&email=${encodeURIComponent(email)}`;
    const query = new URLSearchParams({ monitor_all: '1', token, open_id: openId, email, back });
    // Written raw, as a link can carry them: a ) inside a value, and name[] (issue 35, finding 5).
    const tail = `tail-${randomUUID()}`;
    const arrayToken = `arr-${randomUUID()}`;
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/?${query}&id_token=ab)${tail}&token[]=${arrayToken}`);
    await cookieBanner(page).getByRole('button', { name: '全部接受' }).click();

    await page.getByRole('button', { name: '立即预约' }).click();
    await page.getByLabel('手机号').fill(mobile);
    await failNext('/send_activation_code/v2/');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await alertShown(page);
    await expect.poll(calledAt('/send_activation_code/v2/', 'http')).toBe(true);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);

    const sms = await session.dev<{ code: string }>(`sms/${mobile}`);
    await page.getByLabel('验证码', { exact: true }).fill(sms.code);
    await failNext('/quick_login/v2/');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(calledAt('/quick_login/v2/', 'http')).toBe(true);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBeGreaterThan(0);
    // An error whose message carries the page's address, as messages built from addresses do.
    await page.evaluate(() => {
      window.setTimeout(() => {
        throw new Error(`could not go back from ${window.location.href}`);
      }, 0);
    });

    // Everything the page sends about it has arrived: the failed calls, the sampled ones (resource timings), the error, the login report.
    await expect.poll(calledAt('/send_activation_code/v2/', 'resource')).toBe(true);
    await expect.poll(calledAt('/quick_login/v2/', 'resource')).toBe(true);
    await expect.poll(async () => (await monitorEvents()).some((event) => String(event.message).startsWith('could not go back from'))).toBe(true);
    await expect.poll(async () => (await reports()).some((report) => JSON.stringify(report.body).includes('login_success_act'))).toBe(true);

    const batches = JSON.stringify(await session.dev<MonitorBatch[]>('monitor'));
    expect(leaksIn(batches, [token, mobile, email, openId, tail, arrayToken])).toEqual([]);
    const sent = await reports();
    expect(leaksIn(JSON.stringify(sent), [token, mobile, email, tail, arrayToken])).toEqual([]);
    // Tracking keeps open_id: SPEC §7 puts the page's parameters in the report's body.
    expect(sent.every((report) => (report.body as { open_id?: string }).open_id === openId)).toBe(true);
  });
});
