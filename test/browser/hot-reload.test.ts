import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { logInWithSms } from './support/visitor';

const FIXTURE = fileURLToPath(new URL('./fixtures/hot-reload', import.meta.url));
// Inside the repository, so the page's imports (react, the kit's sources) resolve as the demo's do.
const PAGE = fileURLToPath(new URL(`../../.test-pages/hot-reload-${randomUUID()}`, import.meta.url));

let session: DemoSession;

beforeAll(async () => {
  mkdirSync(PAGE, { recursive: true });
  cpSync(FIXTURE, PAGE, { recursive: true });
  session = await startDemoSession({ devPageRoot: PAGE });
});

afterAll(async () => {
  await session?.close();
  rmSync(PAGE, { recursive: true, force: true });
});

describe('hot reload under Vite\'s dev server (development build, strict mode)', () => {
  it('an edit of the module that creates the kit replaces the kit: no error, and the page logs in and reserves on the new one', async () => {
    const { page } = await session.visitor();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(session.server.url);
    await expect.poll(() => page.getByRole('heading', { name: 'Edition 1' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: '立即预约' }).count()).toBe(1);

    await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
    const app = join(PAGE, 'app.tsx');
    writeFileSync(app, readFileSync(app, 'utf8').replace('Edition 1', 'Edition 2'));
    await expect.poll(() => page.getByRole('heading', { name: 'Edition 2' }).count()).toBe(1);
    // A hot update, not a full reload: what the page held before the edit is still there.
    expect(await page.evaluate(() => 'beforeTheEdit' in window)).toBe(true);

    // A login made in the easy-login widget reserves at once (SPEC §4): the reserve button, on the
    // new kit's reservation, then shows it.
    await logInWithSms(session, page, '13511110091');
    await expect.poll(() => page.getByRole('button', { name: '已预约' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
