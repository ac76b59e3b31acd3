import { describe, expect, it } from 'vitest';
import { FakePage } from '../../../adapters/fake/index';
import { ReservationService, type ReservationServiceOptions } from '../../../domain/reservation/reservation.service';

const unusedHttp = { request: () => Promise.reject(new Error('no call expected')) };
const init = (patch: Partial<Record<keyof ReservationServiceOptions, unknown>>) => () =>
  new ReservationService({ http: unusedHttp, page: new FakePage(), login: { requireUserId: async () => '7001' } }, { appId: 'app', activityId: 'act', apiOrigin: 'https://api.test', ...patch } as ReservationServiceOptions);

describe('reservation init (SPEC §5 initialisation requirements)', () => {
  it('refuses shareParams that are not a list, naming what it got', () => {
    expect(init({ shareParams: 'channel' })).toThrowError(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'reservation shareParams needs a list of parameter names, got "channel"' }),
    );
  });

  it('refuses a shareParams entry that is not a string, even one that reads as a name', () => {
    expect(init({ shareParams: ['channel', 5] })).toThrowError(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'reservation shareParams needs parameter names, got 5' }),
    );
  });

  it('names apiOrigin when it is not an http(s) origin', () => {
    expect(init({ apiOrigin: 'api.test' })).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('apiOrigin') }));
  });

  it('starts idle', () => {
    expect(init({})().state).toEqual({ status: 'idle' });
  });
});
