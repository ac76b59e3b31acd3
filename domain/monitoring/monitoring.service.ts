import type { Cancel } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import { withQuery, type HttpPort } from '../../ports/http.port';
import type { PageError } from '../../ports/page-health.port';
import { validateOrigin } from '../config/validate';
import type { ConsentGate } from '../consent/consent-gate';
import { redact } from '../shared/redaction';
import { sensitiveNames } from '../shared/sensitive-names';
import { BatchSender, type BatchBody } from './batch-sender';
import { failureMessage } from './call-failure';
import { ErrorDedupe, errorKey } from './error-dedupe';
import { observedHttp, type FailedCall } from './monitored-http';
import {
  BATCH_SIZE,
  BATCH_WAIT_MS,
  COLLECT_PATH,
  DEFAULT_SAMPLE_RATES,
  type MonitoringFailure,
  type MonitoringServiceOptions,
  type MonitoringKind,
  type MonitoringPorts,
  type MonitoringStats,
  type SampleRates,
  type WireEvent,
} from './monitoring.types';

/** A kind's `ev_type` on the wire: its name in snake case (jsError is js_error). */
const wireType = (kind: MonitoringKind): string => kind.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Events kept at most while they cannot go yet (before `start()`, or while the visitor has not decided on cookies); more are dropped. */
export const MAX_HELD_EVENTS = 100;
/** The longest message, and stack, sent (characters); the rest is cut. */
const MAX_MESSAGE = 1000;
const MAX_STACK = 4000;

interface Settings {
  readonly rates: Readonly<Required<SampleRates>>;
  readonly batchSize: number;
  readonly batchWaitMs: number;
  readonly isSensitive: (name: string) => boolean;
  /** The collect address without its query: calls and resources there are monitoring's own, never captured. */
  readonly collect: string;
  readonly common: Readonly<Record<string, unknown>>;
  readonly sender: BatchSender;
}

/**
 * A page monitor sized for a campaign page: it captures uncaught errors and
 * unhandled rejections (with their stack and the page), resources that failed to load, failed
 * calls of an HttpPort it watches ({@link watchHttp}: status, duration, logId, never a body), the
 * page view, a sample of resource timings and the web vitals, samples each kind (rates by
 * default), and sends them in batches of 20 events or after 1000 ms, whichever comes first
 * (`POST {collectOrigin}/monitor_browser/collect/batch/`). What is left when the page is hidden or
 * closed goes by beacon. Sensitive values (credentials, phone numbers, emails, open_id) are
 * redacted from every address, message and stack, also inside addresses carried by a value. An
 * error repeated (same message and stack top frame) within 5000 ms of its first occurrence is
 * counted, not resent: its repeats go out once, as the first occurrence's event with a `count`.
 *
 * It never throws into the page and never reports its own trouble as an event: its failed
 * deliveries go to {@link onFailure} listeners only, and its own requests are never captured. With
 * a consent gate nothing is sent before the visitor accepts, and nothing after a refusal.
 *
 * @example
 * ```ts
 * const monitor = new MonitoringService({ http, page, pageHealth: new WindowPageHealthAdapter(), random, clock, beacon }, { appId: '1000', aid: 1128, collectOrigin: 'https://act.example.com' });
 * monitor.start();
 * const watched = monitor.watchHttp(http); // give this one to the page's other services
 * ```
 */
export class MonitoringService {
  readonly #settings: Settings;
  readonly #ports: MonitoringPorts;
  readonly #gate: ConsentGate | undefined;
  readonly #failureListeners = new Set<(failure: MonitoringFailure) => void>();
  readonly #stats = { captured: 0, sent: 0, batches: 0, dropped: 0 };
  readonly #stops: (() => void)[] = [];
  readonly #dedupe: ErrorDedupe<Readonly<Record<string, unknown>>>;
  /** This page load's id: 32 hex characters, sent as `common.view_id`. */
  readonly viewId: string;
  #sampled = false;
  #listening = false;
  #started = false;
  #buffer: WireEvent[] = [];
  #timer: Cancel | undefined;
  #seq = 0;
  /** The consent gate has answered once: the visitor has decided. */
  #decided = false;
  /** Events in batches waiting for the visitor's first decision. */
  #held = 0;

  /**
   * @param ports - HTTP (the batches), page, page health, randomness, clock and, in a browser, the beacon.
   * @param links.consentGate - holds every event until the visitor's cookie decision allows the
   *   gate's keys: held in memory only (at most 100 events), sent on acceptance,
   *   dropped on refusal, as is everything captured after a refusal. Without a gate, batches go at once.
   * Sets where batches go and how events are sampled and batched; draws the page's `overall` sample.
   * @throws CampaignKitError `INVALID_ARGUMENT` for an empty app id, an aid that is not a number, a
   *   collect origin that is not http(s), a rate outside 0..1, a batch size below 1 or a negative wait.
   */
  constructor(ports: MonitoringPorts, options: MonitoringServiceOptions, links: { readonly consentGate?: ConsentGate } = {}) {
    this.#ports = ports;
    this.#gate = links.consentGate;
    this.#dedupe = new ErrorDedupe(ports.clock, (first, count) => this.#capture('jsError', { ...first, count }));
    this.viewId = Array.from(ports.random.bytes(16), (byte) => byte.toString(16).padStart(2, '0')).join('');
    const rates = { ...DEFAULT_SAMPLE_RATES, ...options.sampleRates };
    const { batchSize = BATCH_SIZE, batchWaitMs = BATCH_WAIT_MS } = options;
    const check = (valid: boolean, name: string, rule: string) => {
      if (!valid) throw new CampaignKitError('INVALID_ARGUMENT', `monitoring: ${name} must be ${rule}`);
    };
    check(typeof options.appId === 'string' && options.appId !== '', 'appId', 'a non-empty string');
    check(typeof options.aid === 'number', 'aid', 'a number');
    for (const [kind, rate] of Object.entries(rates)) check(rate >= 0 && rate <= 1, `sampleRates.${kind}`, 'in 0..1');
    check(Number.isInteger(batchSize) && batchSize >= 1, 'batchSize', 'a whole number from 1');
    check(batchWaitMs >= 0, 'batchWaitMs', '0 or more');
    // The origin comes back without a trailing slash; the path starts with one.
    const collect = validateOrigin('collectOrigin', options.collectOrigin) + COLLECT_PATH;
    const url = withQuery(collect, { aid: options.aid, app_id: options.appId });
    const sender = new BatchSender(this.#ports, url, this.#stats, (failure) => this.#publish(failure));
    const common = { aid: options.aid, app_id: options.appId, activity_id: options.activityId, view_id: this.viewId, user_agent: this.#ports.page.userAgent(), sdk: 'campaign-kit' };
    // open_id on top: tracking reports it (SPEC §7 puts the page's parameters in its body); monitoring has no use for who the visitor is.
    this.#settings = { rates, batchSize, batchWaitMs, isSensitive: sensitiveNames([...(options.redactParams ?? []), 'open_id']), collect, common, sender };
    this.#sampled = this.#draw(rates.overall);
  }

  /** Counts since the page loaded: events captured, sent and dropped, batches sent. */
  get stats(): MonitoringStats {
    return { ...this.#stats };
  }

  /**
   * Listens to the page's errors and failed resources, and to its visibility, holding what it
   * captures until {@link start} (the kit's `start()` calls it at once, before its paced start-up
   * effects, so an error thrown while the page renders is not missed; calling it again does
   * nothing). It sends nothing and loads nothing. A page not drawn by the `overall` rate listens to
   * nothing.
   * @throws CampaignKitError `NOT_INITIALIZED` before init.
   */
  listen(): void {
    if (this.#listening) return;
    this.#listening = true;
    if (!this.#sampled) return;
    const { page, pageHealth } = this.#ports;
    this.#stops.push(
      pageHealth.onError((error) => this.#captureError(error)),
      pageHealth.onResourceFailure(({ tag, url }) => this.#capture('resourceError', { tag, resource_url: this.#redact(url) })),
      page.onVisibilityChange((visible) => this.#setAway(!visible)),
      page.onPageHide(() => this.#setAway(true)),
    );
  }

  /**
   * Starts capturing (the kit's `start()` does; calling it again does nothing): {@link listen}s
   * if it does not yet, listens to resource timings and web vitals (the measuring code loads now),
   * reports the page view, sends what was captured before, and flushes by beacon each time the
   * page is hidden or closed. A page not drawn by the `overall` rate listens to nothing.
   * @throws CampaignKitError `NOT_INITIALIZED` before init.
   */
  start(): void {
    const { rates } = this.#settings;
    if (this.#started) return;
    this.listen();
    this.#started = true;
    if (!this.#sampled) return;
    const { page, pageHealth } = this.#ports;
    if (rates.resource > 0) {
      this.#stops.push(
        pageHealth.onResourceLoad(({ url, initiator, durationMs, transferSize }) => {
          if (!this.#isOwn(url)) this.#capture('resource', { resource_url: this.#redact(url), initiator, duration: durationMs, transfer_size: transferSize });
        }),
      );
    }
    if (rates.vitals > 0) {
      this.#stops.push(
        pageHealth.onVital(({ name, value, rating, id, navigationType }) =>
          this.#capture('vitals', { name, value: Math.round(value * 1000) / 1000, rating, metric_id: id, navigation_type: navigationType }),
        ),
      );
    }
    this.#capture('pageview', { referrer: this.#redact(page.referrer()) });
    this.#schedule();
  }

  /** Stops listening to the page (errors, resources, vitals, visibility) and sends what is waiting. */
  stop(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.flush();
  }

  /**
   * Reports an error the page caught itself (a `js_error` with source `captured`), sampled as
   * uncaught ones. Never throws.
   * @example
   * ```ts
   * try { risky(); } catch (error) { kit.monitoring.captureError(error); }
   * ```
   */
  captureError(error: unknown): void {
    const { message, name, stack } = Object(error) as Partial<Error>;
    this.#captureError({ source: 'captured', message: typeof message === 'string' ? message : String(error), name, stack });
  }

  /**
   * An HttpPort that behaves as `http` and reports each of its calls that fails (no answer, a
   * timeout, a status outside 200-299) as an `http` event: method, address (sensitive values
   * redacted), status (0 without an answer), duration in ms, logId and the message; never
   * a body. Calls to the collect address are not reported. The kit hands every feature such a port
   * when `monitoring()` is listed.
   */
  watchHttp(http: HttpPort): HttpPort {
    return observedHttp(http, this.#ports.clock, (call) => this.#recordCall(call));
  }

  /** Sends what is waiting now, in batches, without waiting for a batch to fill, with the repeats of errors counted so far. */
  flush(): void {
    this.#dedupe.drain();
    this.#sendWaiting();
  }

  /** Sends the events waiting, in batches; unlike {@link flush}, the bursts of errors keep counting. */
  #sendWaiting(): void {
    this.#timer?.();
    this.#timer = undefined;
    const { batchSize, common } = this.#settings;
    while (this.#buffer.length > 0) this.#release({ common, list: this.#buffer.splice(0, batchSize) });
  }

  /**
   * Listens to deliveries that failed, for logging; they are never captured as events. Each failed
   * attempt is heard: `retryInMs` says when it is retried, without it the batch was given up. A
   * listener that throws is ignored (so a failing listener cannot feed the monitor).
   * @returns a function that removes the listener.
   */
  onFailure(listener: (failure: MonitoringFailure) => void): () => void {
    const own = (failure: MonitoringFailure) => listener(failure);
    this.#failureListeners.add(own);
    return () => {
      this.#failureListeners.delete(own);
    };
  }

  #captureError(error: Omit<PageError, 'source'> & { readonly source: PageError['source'] | 'captured' }): void {
    // Not drawn (or not initialized): nothing is kept, so nothing to redact.
    if (!this.#sampled) return;
    const { message, stack, file } = error;
    const fields = { ...error, message: this.#redact(message).slice(0, MAX_MESSAGE), stack: stack && this.#redact(stack).slice(0, MAX_STACK), file: file && this.#redact(file) };
    if (this.#dedupe.admit(errorKey(fields), fields)) this.#capture('jsError', fields);
  }

  #recordCall({ request, status, durationMs, logId, error }: FailedCall): void {
    if (this.#isOwn(request.url)) return;
    this.#capture('http', {
      method: request.method,
      request_url: this.#redact(withQuery(request.url, request.query)),
      status,
      duration: durationMs,
      log_id: logId,
      message: failureMessage(status, error),
    });
  }

  /** Keeps one event if its kind's rate draws it; never throws (the page must not see monitoring fail). */
  #capture(kind: MonitoringKind, fields: Readonly<Record<string, unknown>>): void {
    try {
      if (!this.#sampled || !this.#draw(this.#settings.rates[kind])) return;
      this.#buffer.push({ ev_type: wireType(kind), seq: ++this.#seq, ts: this.#ports.clock.now(), url: this.#redact(this.#ports.page.url()), ...fields });
      this.#stats.captured += 1;
      if (this.#buffer.length > MAX_HELD_EVENTS && !this.#started) {
        this.#buffer.shift();
        this.#stats.dropped += 1;
      }
      this.#schedule();
    } catch {
      // Monitoring must never fail the page, nor report its own trouble.
    }
  }

  /** Sends a full batch now, else arms the batch's wait. Nothing goes before `start()`. */
  #schedule(): void {
    if (!this.#started) return;
    const { batchSize, batchWaitMs } = this.#settings;
    if (this.#buffer.length >= batchSize) this.#sendWaiting();
    else
      this.#timer ??= this.#ports.clock.setTimeout(() => {
        this.#timer = undefined;
        this.#sendWaiting();
      }, batchWaitMs);
  }

  /**
   * Hands a batch to the sender; with a consent gate, once the gate admits it (asked for each batch,
   * so a later change of mind is followed), dropping it on a refusal. Until the gate's first answer
   * (the visitor's first decision), batches wait on it: at most {@link MAX_HELD_EVENTS} events, more
   * are dropped.
   */
  #release(body: BatchBody): void {
    const { sender } = this.#settings;
    const gate = this.#gate;
    const events = body.list.length;
    if (!gate) return sender.add(body);
    if (!this.#decided) {
      if (this.#held + events > MAX_HELD_EVENTS) {
        this.#stats.dropped += events;
        return;
      }
      this.#held += events;
    }
    void gate.admit().then((allowed) => {
      this.#decided = true;
      if (allowed) sender.add(body);
      else this.#stats.dropped += events;
    });
  }

  /** The page hidden or left: what waits goes by beacon at once. Back in view: by request again. */
  #setAway(away: boolean): void {
    this.#settings.sender.setAway(away);
    if (away) this.flush();
  }

  /** True with probability `rate` (0..1). */
  #draw(rate: number): boolean {
    if (rate >= 1) return true;
    return rate > 0 && this.#ports.random.bytes(4).reduce((sum, byte) => sum * 256 + byte, 0) / 2 ** 32 < rate;
  }

  #redact(text: string): string {
    return redact(text, this.#settings.isSensitive);
  }

  #isOwn(url: string): boolean {
    return url.startsWith(this.#settings.collect);
  }

  #publish(failure: MonitoringFailure): void {
    for (const listener of [...this.#failureListeners]) {
      try {
        listener(failure);
      } catch {
        // Ignored on purpose: a listener's throw would come back as an error to report, in a loop.
      }
    }
  }
}
