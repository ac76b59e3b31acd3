import type { HttpPort, HttpRequest, HttpResponse } from '../../ports/http.port';
import type { MonitoringClock } from './monitoring.types';

/** A call that failed, as an observed HttpPort saw it: never its body nor its answer's. */
export interface FailedCall {
  readonly request: HttpRequest;
  /** The answer's status, or 0 when none came (a network failure, a timeout). */
  readonly status: number;
  /** From the call to its failure, in ms. */
  readonly durationMs: number;
  /** The answer's `x-tt-logid` header, where there was one. */
  readonly logId?: string;
  /** What the port threw, when no answer came. */
  readonly error?: unknown;
}

/**
 * An HttpPort that behaves exactly as `http` (same answers, same errors, same timing) and tells
 * `failed` about each call that got no answer or a status outside 200-299. What `failed` throws
 * stays here.
 */
export function observedHttp(http: HttpPort, clock: MonitoringClock, failed: (call: FailedCall) => void): HttpPort {
  const tell = (call: FailedCall) => {
    try {
      failed(call);
    } catch {
      // The call's caller must see the call's outcome, not the observer's trouble.
    }
  };
  return {
    async request<T>(request: HttpRequest): Promise<HttpResponse<T>> {
      const started = clock.now();
      try {
        const response = await http.request<T>(request);
        if (response.status < 200 || response.status > 299) tell({ request, status: response.status, durationMs: clock.now() - started, logId: response.headers['x-tt-logid'] });
        return response;
      } catch (error) {
        tell({ request, status: 0, durationMs: clock.now() - started, logId: (error as { logId?: string } | null)?.logId, error });
        throw error;
      }
    },
  };
}
