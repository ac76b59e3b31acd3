import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../../composition/testing';
import { activity, process } from '../support/routes';

const EXEC = 'path:/act/test-app/process/exec/v2';

describe('process exec outcomes (SPEC §8 activity process calls)', () => {
  it('answers success with the data, and an empty data when the server sent none', async () => {
    const kit = createTestKit();
    kit.fetchMock.route(EXEC, process({ copywriting: 'ok' }), { repeat: 1 });
    expect(await kit.reservation.process.exec('p')).toEqual({ success: true, data: { process_exec_code: 0, copywriting: 'ok' }, logId: 'log-1' });
    kit.fetchMock.route(EXEC, activity(undefined));
    expect(await kit.reservation.process.exec('p')).toEqual({ success: true, data: {}, logId: 'log-1' });
  });

  it('fails a process_exec_code other than 0 with the copywriting, or an empty message without one, and the log id', async () => {
    const kit = createTestKit();
    kit.fetchMock.route(EXEC, process({ process_exec_code: 30001, copywriting: '活动已结束' }), { repeat: 1 });
    expect(await kit.reservation.process.exec('p')).toMatchObject({ success: false, code: 30001, message: '活动已结束', logId: 'log-1' });
    kit.fetchMock.route(EXEC, process({ process_exec_code: 30002 }));
    expect(await kit.reservation.process.exec('p')).toMatchObject({ success: false, code: 30002, message: '' });
  });

  it('fails an envelope code other than 0 with an empty message when the server gave none', async () => {
    const kit = createTestKit();
    kit.fetchMock.route(EXEC, { status: 200, body: { code: 10001, data: null } });
    expect(await kit.reservation.process.exec('p')).toMatchObject({ success: false, code: 10001, message: '' });
  });

  it('answers a failing process_exec_code through the handler registered for it', async () => {
    const kit = createTestKit();
    kit.fetchMock.route(EXEC, process({ process_exec_code: 30001, copywriting: '活动已结束' }));
    kit.reservation.process.onCode(30001, (response) => ({ success: true, data: { copywriting: `handled ${response.data?.copywriting}` } }));
    expect(await kit.reservation.process.exec('p')).toEqual({ success: true, data: { copywriting: 'handled 活动已结束' } });
  });
});
