import { FakeBeacon, FakeClock, FakePage, FakeRandom, InMemoryStorage } from '../../../adapters/fake/index';
import type { ConsentGate } from '../../../domain/consent/consent-gate';
import { TrackingService } from '../../../domain/tracking/tracking.service';
import type { TrackingFailure, TrackingServiceOptions } from '../../../domain/tracking/tracking.types';
import { CampaignKitError } from '../../../ports/errors';
import * as MESSAGES from '../../../ports/messages';
import type { HttpPort, HttpRequest, HttpResponse } from '../../../ports/http.port';
import type { StoragePort } from '../../../ports/storage.port';

/** How the report server answers one call. */
export type Answer =
  | 'ok'
  /** No answer: the request never reached the server. */
  | 'network'
  /** Timed out before the server saw it. */
  | 'timeout'
  /** The server kept the report, but its answer never came back (timed out on the way). */
  | 'lost-answer'
  | { readonly status: number; readonly headers?: Record<string, string>; readonly data?: unknown };

/** A report as the server reads it. */
export interface ReportBody {
  readonly url: string;
  readonly shark_params: { readonly params: { readonly event: string; readonly event_id: string } & Record<string, unknown> };
  readonly [name: string]: unknown;
}

/**
 * The report server of a test: it keeps every report that reached it (by request or beacon),
 * answers each call as `plan(callNumber)` says, and counts an event_id once, as the contract
 * server does.
 */
export class ReportServer {
  /** Every report that reached the server, in order, duplicates included. */
  readonly received: ReportBody[] = [];
  /** Calls that arrived for an event the server had already confirmed to this client. */
  resentAfterConfirmation = 0;
  calls = 0;
  readonly #confirmed = new Set<string>();
  plan: (call: number, body: ReportBody) => Answer | Promise<Answer>;

  constructor(plan: (call: number, body: ReportBody) => Answer | Promise<Answer> = () => 'ok') {
    this.plan = plan;
  }

  readonly http: HttpPort = {
    request: async <T>(request: HttpRequest): Promise<HttpResponse<T>> => {
      const body = request.body as unknown as ReportBody;
      this.calls += 1;
      if (this.#confirmed.has(body.shark_params.params.event_id)) this.resentAfterConfirmation += 1;
      const answer = await this.plan(this.calls, body);
      if (answer === 'network') throw new CampaignKitError('NETWORK', MESSAGES.network, { errorCode: -1 });
      if (answer === 'timeout') throw new CampaignKitError('TIMEOUT', MESSAGES.timeout);
      this.received.push(body);
      if (answer === 'lost-answer') throw new CampaignKitError('TIMEOUT', MESSAGES.timeout);
      if (answer !== 'ok') return { status: answer.status, headers: answer.headers ?? {}, data: (answer.data ?? '') as T };
      this.#confirmed.add(body.shark_params.params.event_id);
      return { status: 200, headers: {}, data: { code: 0, message: 'success' } as T };
    },
  };

  /** Takes a beacon's body as the server would. */
  receiveBeacon(body: string): void {
    this.received.push(JSON.parse(body) as ReportBody);
  }

  /** The reports counted once per event_id, first arrival first. */
  counted(): ReportBody[] {
    const seen = new Set<string>();
    return this.received.filter((body) => {
      const id = body.shark_params.params.event_id;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }

  /** The counted events' names. */
  countedEvents(): string[] {
    return this.counted().map((body) => body.shark_params.params.event);
  }
}

export interface ReportingPage {
  readonly service: TrackingService;
  readonly server: ReportServer;
  readonly clock: FakeClock;
  readonly page: FakePage;
  readonly storage: StoragePort;
  readonly beacon: FakeBeacon;
  readonly failures: TrackingFailure[];
  /** Lets pending promises and their follow-ups run (no time passes on the clock). */
  settle(): Promise<void>;
  /** Moves the clock a minute at a time, settling in between, until nothing is left to retry. */
  drain(rounds?: number): Promise<void>;
}

/** A page reporting to `server`, on fakes; pass `storage` to play a later visit of the same browser. */
export function reportingPage(
  server: ReportServer,
  options: { storage?: StoragePort; clock?: FakeClock; seed?: number; consentGate?: ConsentGate; init?: Partial<TrackingServiceOptions>; beacon?: boolean } = {},
): ReportingPage {
  const clock = options.clock ?? new FakeClock();
  const page = new FakePage({ url: 'https://campaign.test/?role_id=r1' });
  const storage = options.storage ?? new InMemoryStorage();
  const beacon = new FakeBeacon({ onSend: (_url, body) => server.receiveBeacon(body) });
  const service = new TrackingService(
    { http: server.http, page, storage, random: new FakeRandom(options.seed ?? 7), clock, ...(options.beacon === false ? {} : { beacon }) },
    { appId: 'a', activityId: 'b', zone: 'cn', apiOrigin: 'https://api.test', ...options.init },
    { consentGate: options.consentGate },
  );
  const failures: TrackingFailure[] = [];
  service.onFailure((failure) => failures.push(failure));
  const settle = async () => {
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const drain = async (rounds = 40) => {
    for (let round = 0; round < rounds; round++) {
      await settle();
      clock.advance(60_000);
    }
    await settle();
  };
  return { service, server, clock, page, storage, beacon, failures, settle, drain };
}
