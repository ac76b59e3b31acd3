import { describe, expect, it } from 'vitest';
import { processAnswer, reservationByHand } from './reservation-by-hand';

describe('reservation steps as the page sees them (SPEC §4 reservation kit)', () => {
  it('shows checking while the status is asked and reserving while the reservation is made, which the reserve button waits on', async () => {
    const service = reservationByHand((processId) => processAnswer(processId === 'share_code' ? { at_data_source_output: { code: 0, value: 'MYCODE01' } } : {}));
    const statuses: string[] = [];
    service.state$.subscribe(({ status }) => {
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    await service.reserve();
    expect(statuses).toEqual(['idle', 'checking', 'reserving', 'reserved']);
  });

  it('answers a visitor who had reserved with the already-reserved result in full', async () => {
    const service = reservationByHand((processId) => processAnswer(processId === 'reserve_status' ? { at_data_source_output: { code: 0, value: '1' } } : {}));
    expect(await service.reserve()).toEqual({ reserved: true, widthCode: false, message: '已预约', code: 1 });
  });

  it('reads an answer without its data source output as not reserved, a count of 0, and no share code', async () => {
    const service = reservationByHand(() => processAnswer());
    expect(await service.refresh()).toBe(false);
    expect(await service.milestone()).toBe(0);
    await expect(service.shareCode()).rejects.toMatchObject({ code: 'PROCESS', message: '系统出错', data: { code: undefined } });
  });

  it('keeps the malformed share code the server gave in the error', async () => {
    const service = reservationByHand(() => processAnswer({ at_data_source_output: { code: 0, value: 'AB&token=x' } }));
    await expect(service.shareCode()).rejects.toMatchObject({ code: 'PROCESS', data: { code: 'AB&token=x' } });
  });

  it('shows checking while refresh() asks, then fails it with the server refusal and shows it in the state', async () => {
    const service = reservationByHand(() => processAnswer({ process_exec_code: 30001, copywriting: '活动已结束' }));
    const statuses: string[] = [];
    service.state$.subscribe(({ status }) => statuses.push(status));
    await expect(service.refresh()).rejects.toMatchObject({ code: 'PROCESS', message: '活动已结束' });
    expect(statuses).toEqual(['idle', 'checking', 'failed']);
    expect(service.state).toMatchObject({ status: 'failed', error: { code: 'PROCESS', message: '活动已结束' } });
  });
});
