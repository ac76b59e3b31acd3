import type { HttpPort } from '../../ports/http.port';
import { ApiClient, REPORT_TIMEOUT_MS } from '../http/api-client';
import { mayPassLater, retryAfterMs } from '../shared/retry';
import type { QueuedReport } from './report-store';

/** How one attempt went: confirmed, or failed with the error and whether (and after how long) it may be tried again. */
export type Delivery =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: unknown; readonly retry: boolean; readonly retryAfterMs?: number };

/**
 * POSTs one report (shark_report, timeout 60000 ms) and reads the answer by the activity
 * envelope rules. Never rejects.
 * @param now - the clock's time (epoch ms), to read a `Retry-After` date.
 */
export async function sendReport(http: HttpPort, report: QueuedReport, now: () => number): Promise<Delivery> {
  let retryAfter: string | undefined;
  const watched: HttpPort = {
    request: async (request) => {
      const response = await http.request(request);
      retryAfter = response.headers['retry-after'];
      return response as never;
    },
  };
  try {
    await new ApiClient(watched, report.url).activity({ method: 'POST', path: '', timeoutMs: REPORT_TIMEOUT_MS, body: report.body });
    return { ok: true };
  } catch (error) {
    return { ok: false, error, retry: mayPassLater(error), retryAfterMs: retryAfterMs(retryAfter, now()) };
  }
}

