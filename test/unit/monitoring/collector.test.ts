import { describe, expect, it } from 'vitest';
import { createContractApp } from '../../../demo/server/app';
import type { MonitorBatch } from '../../../demo/server/state/monitor-sink';

const COLLECT = '/monitor_browser/collect/batch/?aid=1128&app_id=demo-app';
const batch = (viewId: string, seqs: number[]) => ({ common: { aid: 1128, app_id: 'demo-app', view_id: viewId }, list: seqs.map((seq) => ({ ev_type: 'js_error', seq, ts: 1, url: 'https://x.test/', message: `e${seq}` })) });

function server() {
  const { app } = createContractApp({ captchaRate: 0, log: () => {}, now: () => 42 });
  const post = (path: string, body: unknown, contentType = 'application/json') => app.request(path, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const shown = async () => (await (await app.request('/__dev/monitor')).json()) as MonitorBatch[];
  return { app, post, shown };
}

describe('the contract server collects monitoring batches (issue 11)', () => {
  it('answers a batch with the activity envelope and shows it at GET /__dev/monitor, a beacon (text/plain) too', async () => {
    const { post, shown } = server();
    const answer = await post(COLLECT, batch('v1', [1, 2]));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ code: 0, message: 'success', data: { accepted: 2, repeated: 0 } });
    await post(COLLECT, JSON.stringify(batch('v1', [3])), 'text/plain;charset=UTF-8');
    expect(await shown()).toEqual([
      { receivedAt: 42, via: 'request', query: { aid: '1128', app_id: 'demo-app' }, common: { aid: 1128, app_id: 'demo-app', view_id: 'v1' }, events: batch('v1', [1, 2]).list, repeated: 0 },
      { receivedAt: 42, via: 'beacon', query: { aid: '1128', app_id: 'demo-app' }, common: { aid: 1128, app_id: 'demo-app', view_id: 'v1' }, events: batch('v1', [3]).list, repeated: 0 },
    ]);
  });

  it('counts each event of a page load once however often it arrives', async () => {
    const { post, shown } = server();
    await post(COLLECT, batch('v1', [1, 2]));
    const again = await post(COLLECT, batch('v1', [2, 3]));
    expect(await again.json()).toMatchObject({ data: { accepted: 1, repeated: 1 } });
    await post(COLLECT, batch('v2', [1]));
    expect((await shown()).map((sent) => [sent.events.map((event) => event.seq), sent.repeated])).toEqual([
      [[1, 2], 0],
      [[3], 1],
      [[1], 0],
    ]);
  });

  it('refuses a malformed call with 400 and keeps nothing of it', async () => {
    const { post, shown } = server();
    const refusals = [
      await post('/monitor_browser/collect/batch/?aid=1128', batch('v1', [1])),
      await post(COLLECT, 'not json'),
      await post(COLLECT, { common: {}, list: [] }),
      await post(COLLECT, { common: { view_id: 'v' }, list: [] }),
      await post(COLLECT, { common: { view_id: 'v' }, list: [{ seq: 1 }] }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await Promise.all(refusals.map(async (answer) => ((await answer.json()) as { message: string }).message))).toEqual([
      'app_id is required',
      'expected a JSON body { common, list }',
      'common.view_id is required',
      'list is empty',
      'every event needs ev_type and seq',
    ]);
    expect(await shown()).toEqual([]);
  });

  it('forgets every batch on POST /__dev/reset', async () => {
    const { app, post, shown } = server();
    await post(COLLECT, batch('v1', [1]));
    await app.request('/__dev/reset', { method: 'POST' });
    expect(await shown()).toEqual([]);
  });
});
