import { describe, expect, it } from 'vitest';
import { isCampaignKitError } from '../../../ports/errors';
import { processAnswer, reservationByHand } from './reservation-by-hand';

describe('reservation failures that do not come as a CampaignKitError (ARCHITECTURE errors)', () => {
  it('holds a CampaignKitError (PROCESS, 系统出错) in the state when a step after the reservation fails with a foreign error', async () => {
    const cause = new Error('socket closed');
    const service = reservationByHand((processId) => (processId === 'share_code' ? Promise.reject(cause) : processAnswer({ at_data_source_output: { code: 0, value: '0' } })));
    expect(await service.reserve()).toMatchObject({ reserved: true, code: 0 });
    const { error } = service.state;
    expect(isCampaignKitError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'PROCESS', message: '系统出错', cause });
  });

  it('reports an app reservation that throws, instead of answering, as failed with code -2 and its message', async () => {
    const service = reservationByHand(() => processAnswer({ at_data_source_output: { code: 0, value: '0' } }), {
      inApp: true,
      reserve: () => Promise.reject(new Error('bridge gone')),
    });
    expect(await service.reserve()).toMatchObject({ reserved: true, code: 0 });
    expect(service.state.appReservation).toEqual({ status: 'failed', outcome: { code: -2, message: 'bridge gone' } });
  });
});
