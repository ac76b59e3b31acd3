import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { logInWithSms } from './support/visitor';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

const PROCESS_PATH = '/act/demo-app/process/exec/v2';

/** Every `process_id` the page sends, in the order sent. */
function processCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith(PROCESS_PATH)) return;
    const body = request.postDataJSON() as { process_id?: string } | null;
    if (body?.process_id) sent.push(body.process_id);
  });
  return sent;
}

/** Waits until the contract server holds the visitor's reservation. */
async function serverReserved(mobile: string): Promise<void> {
  const reserved = async () =>
    (await session.dev<{ reservations: { users: { mobile: string }[] } }>('state')).reservations.users.some((user) => user.mobile.endsWith(mobile.slice(-4)));
  await expect.poll(reserved, { timeout: 20_000 }).toBe(true);
}

/**
 * The server reserved but its answer never reached the page. The visitor sees the failure once,
 * closes the dialog and presses reserve again: the page asks the status first and ends with the
 * share link and the invited count, with no second `reserve`.
 */
async function reserveAfterLostAnswer(mobile: string, forced: { cut: true } | { delayMs: number }): Promise<void> {
  const { page } = await session.visitor();
  const sent = processCalls(page);
  await page.goto(session.server.url);
  await page.getByRole('button', { name: '立即预约' }).click();
  await session.dev('next-response', { body: { path: PROCESS_PATH, processId: 'reserve', ...forced } });
  await logInWithSms(session, page, mobile);

  await expect.poll(() => sent.filter((id) => id === 'reserve').length).toBe(1);
  await serverReserved(mobile);
  const alerts = page.getByRole('alert');
  await expect.poll(() => alerts.count(), { timeout: 20_000 }).toBe(1);

  await page.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '立即预约' }).click();
  await expect.poll(() => page.getByRole('button', { name: '已预约' }).count(), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => page.getByLabel('邀请链接').inputValue()).toMatch(/share_code=[A-Z0-9]{8}/);
  expect(await page.getByLabel('已邀请人数').innerText()).toBe('0');
  expect(sent.filter((id) => id === 'reserve')).toHaveLength(1);
  expect(sent.lastIndexOf('reserve_status')).toBeGreaterThan(sent.indexOf('reserve'));
  expect(await page.getByText('已经预约过了').count()).toBe(0);
}

describe('a reservation whose answer was lost', () => {
  it('cut short (a truncated body): the next press asks the status and shows the share link and count', async () => {
    await reserveAfterLostAnswer('13522220001', { cut: true });
  });

  it('answered after the 5000 ms timeout: the next press asks the status and shows the share link and count', async () => {
    await reserveAfterLostAnswer('13522220002', { delayMs: 7_000 });
  });
});
