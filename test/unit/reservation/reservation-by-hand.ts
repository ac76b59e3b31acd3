import { FakePage } from '../../../adapters/fake/index';
import type { HttpPort, HttpRequest } from '../../../ports/http.port';
import { ReservationService } from '../../../domain/reservation/reservation.service';
import type { AppReservation } from '../../../domain/reservation/reservation.types';

/** A reservation service built by hand for visitor 7001, over an HTTP port that answers (or fails) by process id. */
export function reservationByHand(answer: (processId: string) => Promise<unknown>, appReservation?: AppReservation) {
  const http: HttpPort = {
    request: async <T>(request: HttpRequest) => {
      const { process_id } = request.body as { process_id: string };
      return { status: 200, headers: {}, data: (await answer(process_id)) as T };
    },
  };
  const service = new ReservationService({ http, page: new FakePage(), login: { requireUserId: async () => '7001' }, appReservation }, { appId: 'app', activityId: 'act', apiOrigin: 'https://api.test' });
  return service;
}

/** A process answer that succeeds with `data`. */
export const processAnswer = (data: Record<string, unknown> = {}) => Promise.resolve({ code: 0, message: 'success', data: { process_exec_code: 0, ...data } });
