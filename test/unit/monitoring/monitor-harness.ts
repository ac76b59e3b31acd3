import { FetchHttpAdapter } from '../../../adapters/browser/fetch-http.adapter';
import { FakeBeacon, FakeClock, FakePage, FakePageHealth, FakeRandom } from '../../../adapters/fake/index';
import { createContractApp } from '../../../demo/server/app';
import type { MonitorBatch } from '../../../demo/server/state/monitor-sink';
import type { ConsentGate } from '../../../domain/consent/consent-gate';
import { MonitoringService } from '../../../domain/monitoring/monitoring.service';
import type { MonitoringFailure, MonitoringServiceOptions, SampleRates } from '../../../domain/monitoring/monitoring.types';
import type { HttpPort } from '../../../ports/http.port';

/** One request as it left the page: what a wire test checks. */
export interface WireCall {
  readonly method: string;
  readonly url: URL;
  readonly contentType: string | null;
  readonly body: string;
  /** The body parsed as JSON. */
  readonly json: { common: Record<string, unknown>; list: Record<string, unknown>[] };
  /** How the collector answered; 0 for no answer. */
  readonly status: number;
}

/** Every rate at 1: a wire test sees every event unless it tests sampling. */
export const EVERY_EVENT: Required<SampleRates> = { overall: 1, pageview: 1, jsError: 1, resourceError: 1, http: 1, resource: 1, vitals: 1 };

export const COLLECT_ORIGIN = 'https://collect.test';
export const PAGE_URL = 'https://campaign.test/spring?token=secret-t&role_id=r1#/home?code=secret-c';
export const REFERRER = 'https://ref.test/landing?access_token=secret-a&from=ad';

/**
 * The contract server (demo/server) behind a fetch that records each request as it left, so a test
 * checks the wire (method, path, query, body) and the collector's answer to it.
 * @param answer - answers a collect call instead of the contract server when it returns a Response.
 */
export function collector(answer?: (call: number) => Response | 'network' | undefined) {
  let time = Date.UTC(2026, 0, 1);
  const { app, store } = createContractApp({ captchaRate: 0, log: () => {}, now: () => time });
  const wire: WireCall[] = [];
  let collectCalls = 0;
  const take = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await request.clone().text();
    const contentType = request.headers.get('content-type');
    let forced: Response | 'network' | undefined;
    if (url.pathname.startsWith('/monitor_browser/')) forced = answer?.(++collectCalls);
    const record = (status: number) => {
      if (url.pathname.startsWith('/monitor_browser/')) wire.push({ method: request.method, url, contentType, body, json: JSON.parse(body) as WireCall['json'], status });
    };
    if (forced === 'network') {
      record(0);
      throw new TypeError('Failed to fetch');
    }
    const response = forced ?? (await app.fetch(new Request(`http://127.0.0.1${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body: request.method === 'GET' ? undefined : body })));
    record(response.status);
    return response;
  };
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => take(new Request(input, init))) as typeof globalThis.fetch;
  return {
    app,
    store,
    wire,
    fetch,
    /** A beacon as the browser sends it: POST, text/plain, no answer read. */
    beacon: (url: string, body: string) => void take(new Request(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } })),
    /** What `GET /__dev/monitor` shows. */
    async shown(): Promise<MonitorBatch[]> {
      const response = await app.request('/__dev/monitor');
      return (await response.json()) as MonitorBatch[];
    },
    setTime(ms: number) {
      time = ms;
    },
  };
}

export type Collector = ReturnType<typeof collector>;

/** A page on fakes whose monitor sends to `server` through the real fetch transport; not started. */
export function monitoredPage(
  server: Collector,
  options: { init?: Partial<MonitoringServiceOptions>; consentGate?: ConsentGate; beacon?: boolean; seed?: number; http?: HttpPort; url?: string } = {},
) {
  const clock = new FakeClock();
  const page = new FakePage({ url: options.url ?? PAGE_URL, referrer: REFERRER });
  const pageHealth = new FakePageHealth();
  const beacon = new FakeBeacon({ onSend: server.beacon });
  const http = options.http ?? new FetchHttpAdapter({ fetch: server.fetch });
  // Every rate at 1 but those the test names; `sampleRates: undefined` asks for the defaults (SPEC §9).
  const rates = options.init && 'sampleRates' in options.init && options.init.sampleRates === undefined ? undefined : { ...EVERY_EVENT, ...options.init?.sampleRates };
  const monitor = new MonitoringService(
    { http, page, pageHealth, random: new FakeRandom(options.seed ?? 3), clock, ...(options.beacon === false ? {} : { beacon }) },
    { appId: 'demo-app', aid: 1128, activityId: 'demo-activity', collectOrigin: COLLECT_ORIGIN, ...options.init, sampleRates: rates },
    { consentGate: options.consentGate },
  );
  const failures: MonitoringFailure[] = [];
  monitor.onFailure((failure) => failures.push(failure));
  return { monitor, clock, page, pageHealth, beacon, http, failures };
}

/** Lets pending promises, the collector's answers and their follow-ups run (no fake time passes). */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every event of every collect call, in the order sent. */
export function eventsOf(wire: readonly WireCall[]): Record<string, unknown>[] {
  return wire.flatMap((call) => call.json.list);
}
