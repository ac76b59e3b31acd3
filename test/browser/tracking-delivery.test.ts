import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { hidePage } from './support/page-visibility';
import { sessionIdOf } from './support/visitor';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

interface ReportParams {
  event?: string;
  event_id?: string;
  session_id?: string;
}

interface CountedReport {
  eventId?: string;
  deliveries: number;
  body: { shark_params?: { params?: ReportParams } };
}

const DOWNLOAD_PATH = '/download/star-abyss.apk';


/** The reports the contract server counted for one page visit (its session id), with their deliveries. */
const countedFor = async (sessionId: string | null) =>
  (await session.dev<CountedReport[]>('reports')).filter((report) => report.body.shark_params?.params?.session_id === sessionId);

describe('tracking delivery in Chromium (issue 9)', () => {
  it('with every third report request aborted and the page then hidden, every event the page reported reaches the contract server exactly once', async () => {
    const { context, page } = await session.visitor();
    // What the page asked to send (every request and beacon the network saw), by event id.
    const requested = new Map<string, ReportParams>();
    let requests = 0;
    let aborted = 0;
    await context.route(`${session.server.url}/act/demo-app/shark_report`, async (route) => {
      const params = (JSON.parse(route.request().postData() ?? '{}') as { shark_params?: { params?: ReportParams } }).shark_params?.params ?? {};
      if (params.event_id) requested.set(params.event_id, params);
      requests += 1;
      if (requests % 3 === 0) {
        aborted += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    await context.route(`${session.server.url}${DOWNLOAD_PATH}`, (route) =>
      route.fulfill({ status: 200, headers: { 'content-type': 'application/vnd.android.package-archive', 'content-disposition': 'attachment; filename="star-abyss.apk"' }, body: 'apk' }),
    );

    await page.goto(session.server.url);
    const sessionId = await sessionIdOf(page);
    expect(sessionId).toMatch(/^[a-z0-9]{32}$/);
    for (let click = 0; click < 4; click++) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: '立即下载' }).click();
      await downloading;
    }
    const mine = () => [...requested.values()].filter((params) => params.session_id === sessionId);
    await expect.poll(() => mine().filter((params) => params.event === 'act_download_start').length).toBe(4);

    // Hidden (every unconfirmed report and act_H5_close go by beacon, every third one dropped), then closed.
    await hidePage(page);
    await expect.poll(() => mine().some((params) => params.event === 'act_H5_close')).toBe(true);
    await page.close({ runBeforeUnload: true });
    // The same browser's next visit sends what the server never confirmed, the dropped beacons among it.
    const later = await context.newPage();
    await later.goto(session.server.url);

    // What the page asked to send keeps growing while the beacons and the next visit's resends land, so both sides are read at each try.
    const eventIdsOf = (params: ReportParams[]) => params.map((p) => p.event_id).sort();
    await expect
      .poll(async () => {
        const counted = (await countedFor(sessionId)).map((report) => report.eventId).sort();
        return { counted, requested: eventIdsOf(mine()) };
      })
      .toSatisfy(({ counted, requested: asked }) => counted.length > 0 && JSON.stringify(counted) === JSON.stringify(asked));
    const reported = mine();
    const reports = await countedFor(sessionId);
    const events = reports.map((report) => report.body.shark_params?.params?.event);
    expect(events.sort()).toEqual(reported.map((params) => params.event).sort());
    expect(events.filter((event) => event !== 'act_download_success').sort()).toEqual(
      ['act_H5_open', 'act_download_start', 'act_download_start', 'act_download_start', 'act_download_start', 'act_H5_close'].sort(),
    );
    expect(new Set(reports.map((report) => report.eventId)).size).toBe(reports.length);
    expect(aborted).toBeGreaterThan(0);
  });

  it('closing the tab sends act_H5_close by beacon, after the page is gone', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    const sessionId = await sessionIdOf(page);
    await expect.poll(async () => (await countedFor(sessionId)).map((report) => report.body.shark_params?.params?.event)).toEqual(['act_H5_open']);
    await page.close({ runBeforeUnload: true });
    await expect.poll(async () => (await countedFor(sessionId)).map((report) => report.body.shark_params?.params?.event)).toEqual(['act_H5_open', 'act_H5_close']);
  });
});
