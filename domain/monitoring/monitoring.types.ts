import type { BeaconPort } from '../../ports/beacon.port';
import type { ClockPort } from '../../ports/clock.port';
import type { HttpPort } from '../../ports/http.port';
import type { PageHealthPort } from '../../ports/page-health.port';
import type { PagePort } from '../../ports/page.port';
import type { RandomPort } from '../../ports/random.port';

/**
 * What monitoring captures, one sample rate each:
 * - `pageview`: the page was opened (one per page load);
 * - `jsError`: an uncaught error, an unhandled rejection, or an error passed to `captureError`;
 * - `resourceError`: an image, script, style sheet, video or audio that failed to load;
 * - `http`: a call of the kit (any HttpPort call) that failed: no answer, a timeout, or a status outside 200-299;
 * - `resource`: a resource the page loaded, with its timing;
 * - `vitals`: a web vital (LCP, INP, CLS, FCP, TTFB).
 */
export type MonitoringKind = 'pageview' | 'jsError' | 'resourceError' | 'http' | 'resource' | 'vitals';

/**
 * The share of each kind that is sent, from 0 (none) to 1 (all); `overall` is drawn once per page
 * load and applies to every kind. Defaults to overall 1, pageview 0.01, jsError 1,
 * resourceError 0.01, http 0.01, resource 0.01; vitals 1.
 */
export type SampleRates = { readonly [K in MonitoringKind | 'overall']?: number };

/** sample rates (vitals, which it does not name, at 1). */
export const DEFAULT_SAMPLE_RATES: Readonly<Required<SampleRates>> = {
  overall: 1,
  pageview: 0.01,
  jsError: 1,
  resourceError: 0.01,
  http: 0.01,
  resource: 0.01,
  vitals: 1,
};

/** A batch goes when it holds 20 events. */
export const BATCH_SIZE = 20;
/** ... or 1000 ms after its first event, whichever comes first. */
export const BATCH_WAIT_MS = 1000;

/** The collect call's path on the collect origin. */
export const COLLECT_PATH = '/monitor_browser/collect/batch/';

/** Options of `MonitoringService.init`. */
export interface MonitoringServiceOptions {
  /** The game's app_id, sent in the collect address and each batch. */
  readonly appId: string;
  /** The passport app id, sent likewise. */
  readonly aid: number;
  readonly activityId?: string;
  /** The origin batches are POSTed to (`{collectOrigin}/monitor_browser/collect/batch/`). */
  readonly collectOrigin: string;
  /** Per-kind sample rates, on top's (see {@link SampleRates}). */
  readonly sampleRates?: SampleRates;
  /** Events per batch: a batch goes as soon as it holds this many. Defaults to `20`. */
  readonly batchSize?: number;
  /** Milliseconds a batch waits for more events after its first. Defaults to `1000` ms. */
  readonly batchWaitMs?: number;
  /**
   * More parameter names whose values are redacted from every address monitoring sends (any
   * case), on top of the built-in sensitive names (token, code, state, mobile, email, open_id, ...
   * see docs/monitoring.md).
   */
  readonly redactParams?: readonly string[];
}

/**
 * The part of the page monitoring reads: the address events carry, the user agent and referrer it
 * reports, and the visibility and 'pagehide' that send what waits by beacon. Any PagePort is one.
 */
export type MonitoredPage = Pick<PagePort, 'url' | 'userAgent' | 'referrer' | 'onVisibilityChange' | 'onPageHide'>;

/** The part of the clock monitoring uses: the time, and timers that call back once. Any ClockPort is one. */
export type MonitoringClock = Pick<ClockPort, 'now' | 'setTimeout'>;

/** The ports monitoring works on. */
export interface MonitoringPorts {
  /** Sends the batches. */
  readonly http: HttpPort;
  /** The page: a whole PagePort, or only what {@link MonitoredPage} names (the browser's `WindowPageVisitAdapter`). */
  readonly page: MonitoredPage;
  /** The page's errors, failed resources, resource timings and web vitals. */
  readonly pageHealth: PageHealthPort;
  /** Sampling, the page load's id and the backoff's jitter. */
  readonly random: RandomPort;
  /** The time and one-shot timers: a whole ClockPort, or the browser's `WindowTimerAdapter`. */
  readonly clock: MonitoringClock;
  /** Sends what is left as the page is hidden or closed; without it that waits for the page's return. */
  readonly beacon?: BeaconPort;
}

/** A delivery that failed: heard by `onFailure` listeners, never captured as an event. */
export interface MonitoringFailure {
  /** A CampaignKitError: `HTTP_STATUS` ('Network request failed, status: {n}', with `status`), `NETWORK` ('... occur error'), `TIMEOUT` ('... timeout'). */
  readonly error: unknown;
  /** How many events the batch held. */
  readonly events: number;
  /** Milliseconds until the batch is tried again; absent when it was given up (its events counted as dropped). */
  readonly retryInMs?: number;
}

/** Counts since the page loaded. */
export interface MonitoringStats {
  /** Events kept (after sampling). */
  readonly captured: number;
  /** Events in batches the collector confirmed, or the beacon took. */
  readonly sent: number;
  /** Batches the collector confirmed, or the beacon took. */
  readonly batches: number;
  /** Events given up: refused consent, a full queue, a batch the collector refused or kept failing. */
  readonly dropped: number;
}

/** One event as it goes on the wire (snake_case fields; see docs/monitoring.md). */
export interface WireEvent {
  readonly ev_type: string;
  /** The event's number in its page load (with `common.view_id`, unique: the collector counts each once). */
  readonly seq: number;
  /** Epoch ms. */
  readonly ts: number;
  /** The page's address, sensitive values redacted. */
  readonly url: string;
  readonly [field: string]: unknown;
}
