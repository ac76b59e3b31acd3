import { isCampaignKitError } from '../../ports/errors';
import type { HttpPort } from '../../ports/http.port';
import { ApiClient, REPORT_TIMEOUT_MS } from '../http/api-client';
import { retryAfterMs } from './backoff';
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
    return { ok: false, error, retry: mayPass(error), retryAfterMs: retryAfterMs(retryAfter, now()) };
  }
}

/** Network failures, timeouts, 408, 429 and 5xx may pass later; any other answer is the server's last word. */
function mayPass(error: unknown): boolean {
  if (!isCampaignKitError(error)) return true;
  if (error.code !== 'HTTP_STATUS') return error.code === 'NETWORK' || error.code === 'TIMEOUT';
  const status = error.status ?? 0;
  return status >= 500 || status === 408 || status === 429;
}
