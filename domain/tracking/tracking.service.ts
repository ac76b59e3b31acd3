import { validateActivityId, validateOrigin, validateZone } from '../config/validate';
import { joinUrl, readParams } from '../shared/url';
import { CampaignKitError } from '../../ports/errors';
import type { ConsentGate } from '../consent/consent-gate';
import { UNKNOWN_LOCATION, type VisitorLocation } from '../location/location.service';
import { osOfUserAgent, reportedOs } from '../device/os';
import { redact, redactFields } from '../shared/redaction';
import { sensitiveNames } from '../shared/sensitive-names';
import { ReportQueue } from './report-queue';
import { CLOSE_EVENT, TRACKING_APP_ID_MESSAGE, type TrackingEventName, type TrackingFailure, type TrackingFields, type TrackingServiceOptions, type TrackingPorts } from './tracking.types';

const SESSION_ID_KEY = 'session_id';
const SESSION_ID_LENGTH = 32;
const SESSION_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Who is logged in, for the user fields of each event. */
export interface TrackingIdentity {
  readonly userId?: string;
  /** How they logged in (login types, e.g. mobile). */
  readonly loginType?: string;
}

/** Where tracking reads the visitor's location from (a `LocationService`); its lookup should never reject. */
export interface TrackingLocationSource {
  lookup(): Promise<VisitorLocation>;
}

/**
 * Event reporting (tracking fields shark_report events). Every event travels as a
 * shark_report whose `shark_params.params` holds the event name, the tracking fields and a unique
 * `event_id`. Sensitive values (credentials, phone numbers, emails and the other passport
 * fields: a documented list of names) are redacted first, also inside addresses carried by a value.
 * Reports are kept in memory and in bounded local storage until the server confirms them,
 * retried with backoff, and flushed by beacon when the page is hidden or closed; act_H5_close is
 * reported then. Failures are never thrown into the page: they are published to the
 * {@link TrackingService.onFailure} listeners.
 *
 * @example
 * ```ts
 * const tracking = new TrackingService({ http, page, storage, random, clock, beacon }, { appId: '1', activityId: 'spring', zone: 'cn', apiOrigin });
 * tracking.sendPending(); // what earlier visits left unconfirmed
 * await tracking.track('act_H5_open'); // true once the server confirmed it
 * ```
 */
export class TrackingService {
  readonly #options: { init: TrackingServiceOptions; isSensitive: (name: string) => boolean };
  readonly #failureListeners = new Set<(failure: TrackingFailure) => void>();
  readonly #ports: TrackingPorts;
  readonly #queue: ReportQueue;
  readonly #consentGate: ConsentGate | undefined;
  readonly #locationSource: TrackingLocationSource | undefined;
  #location: VisitorLocation = UNKNOWN_LOCATION;
  #locating = false;
  #identity: TrackingIdentity = {};

  /**
   * @param ports - HTTP, page, storage (the queue, the session id), randomness, clock and, in a
   *   browser, the beacon.
   * @param links.consentGate - holds every report until the visitor's cookie decision allows the
   *   gate's keys: held reports are kept in memory only (neither stored nor beaconed), sent on
   *   acceptance and dropped (resolving false) on rejection, as are the reports an earlier visit
   *   left in storage. Without a gate, reports go at once.
   * @param links.location - the location lookup (Location fields), started by {@link lookUpLocation}:
   *   events carry its city, continent, country and subdivisions once it has answered, and
   *   `be_null` before that, without it, or when it fails (it tries at most 3 times). A
   *   report never waits for it.
   * Sets what every report carries and starts watching the page: from now on, each time it is
   * hidden or closed, unconfirmed reports go by beacon and act_H5_close is reported (unless
   * `reportClose: false`).
   * @throws CampaignKitError `INVALID_ARGUMENT` 'zone is required, cn or sg',
   *   'activity_id must be a string' or 'Tracking init fail, app_id is undefined'.
   */
  constructor(ports: TrackingPorts, options: TrackingServiceOptions, links: { readonly consentGate?: ConsentGate; readonly location?: TrackingLocationSource } = {}) {
    this.#ports = ports;
    this.#queue = new ReportQueue(ports, (failure) => this.#publishFailure(failure));
    this.#consentGate = links.consentGate;
    this.#locationSource = links.location;
    const zone = validateZone(options.zone);
    const activityId = validateActivityId(options.activityId);
    if (!options.appId) throw new CampaignKitError('INVALID_ARGUMENT', TRACKING_APP_ID_MESSAGE);
    const apiOrigin = validateOrigin('apiOrigin', options.apiOrigin);
    this.#options = { init: { ...options, zone, activityId, apiOrigin }, isSensitive: sensitiveNames(options.redactParams) };
    this.#watchLeave(options.reportClose !== false);
  }

  /** Reports dropped unsent because the queue (100 reports in local storage) was full, across visits. */
  get droppedCount(): number {
    return this.#queue.dropped;
  }

  /**
   * Sends the reports earlier visits left unconfirmed in local storage (the kit's `start()` does;
   * the first report does too). Calling it again does nothing. With a consent gate they wait for
   * the decision and are forgotten on rejection.
   * @throws CampaignKitError `NOT_INITIALIZED` before init.
   */
  sendPending(): void {
    this.#queue.adopt(this.#admit);
  }

  /**
   * Listens for reports that failed, for logging: the page never sees a throw from {@link track}
   * or {@link report}. Each failed attempt is heard: `retryInMs` says when it is retried (network
   * failure, timeout, 408, 429, 5xx); without it the report was given up (refused by the server,
   * not writable as JSON, or dropped from a full queue). A listener that throws stops neither the
   * report nor the other listeners; its error is rethrown on its own, from a `clock.setTimeout(..., 0)`.
   * @param listener - called with the event name (or `shark_report`), the error and `retryInMs`.
   * @returns a function that removes the listener (calling it twice is harmless).
   * @example
   * ```ts
   * const stop = tracking.onFailure(({ event, error }) => console.warn(event, error));
   * stop();
   * ```
   */
  onFailure(listener: (failure: TrackingFailure) => void): () => void {
    const own = (failure: TrackingFailure) => listener(failure);
    this.#failureListeners.add(own);
    return () => {
      this.#failureListeners.delete(own);
    };
  }

  /** Sets the logged-in user whose id goes into user_unique_id and passport_id (open_id in the address is never taken as the user). */
  identify(identity: TrackingIdentity): void {
    this.#identity = identity;
  }

  /** The tab's session id: 32 random characters kept in session storage. */
  sessionId(): string {
    const { storage, random } = this.#ports;
    const stored = storage.get<string>('session', SESSION_ID_KEY);
    if (typeof stored === 'string' && stored.length === SESSION_ID_LENGTH) return stored;
    const id = Array.from(random.bytes(SESSION_ID_LENGTH), (byte) => SESSION_ID_ALPHABET[byte % SESSION_ID_ALPHABET.length]).join('');
    storage.set('session', SESSION_ID_KEY, id);
    return id;
  }

  /** The fields of an event sent now, from the page address, the identity and the location known now (`be_null` before the lookup answers). */
  fields(): TrackingFields {
    const { init } = this.#options;
    const { page, clock } = this.#ports;
    const params = readParams(page.url());
    return {
      aid: init.aid,
      user_unique_id: this.#identity.userId,
      role_id: params.role_id,
      device_id: params.device_id,
      os: reportedOs(osOfUserAgent(page.userAgent())),
      launch_from: params.launch_from ?? params.from_source,
      server_id: params.server_id,
      activity_type: init.activityType,
      activity_id: init.activityId,
      activity_link_id: params.activity_link_id,
      session_id: this.sessionId(),
      timestamp: clock.now(),
      activity_form: init.activityForm,
      passport_id: this.#identity.userId,
      ...this.#location,
    };
  }

  /**
   * Reports an event (or the page's own) with the fields; `extra` is added
   * to them (keep it small and JSON-safe). Resolves true once the server confirmed it (after
   * retries, if need be), false when it was given up (see {@link onFailure}) or consent refused;
   * never rejects. A report handed to the beacon as the page goes stays unresolved until a request
   * confirms it, which a page that never comes back does not see.
   * @throws CampaignKitError `NOT_INITIALIZED` before init (a programming error, not a report failure).
   */
  async track(event: TrackingEventName, extra: Readonly<Record<string, unknown>> = {}): Promise<boolean> {
    const fields = this.fields();
    return this.report({ event, ...fields, ...extra }, event);
  }

  /**
   * POST /act/{app_id}/shark_report with `params` and a new `event_id` as
   * shark_params.params; timeout 60000 ms. The body is built now, from the page as it is, with
   * sensitive values redacted (in the address, the referrer and `params`); it is queued until confirmed, as {@link track} says. With a consent
   * gate, it resolves only once the visitor has decided. Never rejects.
   */
  async report(params: Readonly<Record<string, unknown>>, label = 'shark_report'): Promise<boolean> {
    const { init, isSensitive } = this.#options;
    const { page, random } = this.#ports;
    // The body's page parameters are read from the redacted address, so they are redacted alike.
    const url = redact(page.url(), isSensitive);
    const query = readParams(url);
    const id = Array.from(random.bytes(16), (byte) => byte.toString(16).padStart(2, '0')).join('');
    const body = {
      ...query,
      channel_app_id: init.channelAppId,
      launch_from: query.launch_from,
      launch_way: query.launch_way,
      page_id: init.pageId,
      url,
      login_type: this.#identity.loginType,
      activity_id: init.activityId,
      shark_params: {
        header: { aid: init.aid, app_id: init.appId, zone: init.zone },
        webheader: { user_agent: page.userAgent(), referrer: redact(page.referrer(), isSensitive) },
        params: { ...redactFields(params, isSensitive), event_id: id },
      },
    };
    if (this.#consentGate && !(await this.#consentGate.admit())) return false;
    this.#queue.adopt(this.#admit);
    return this.#queue.add({ id, url: joinUrl(init.apiOrigin, `/act/${encodeURIComponent(init.appId)}/shark_report`), label, body });
  }

  readonly #admit = (): Promise<boolean> => this.#consentGate?.admit() ?? Promise.resolve(true);

  /** One leave per stay out of view (hidden, or pagehide where no visibility change came): beacon, then act_H5_close. */
  #watchLeave(reportClose: boolean): void {
    const { page } = this.#ports;
    let away = false;
    const leave = () => {
      if (away) return;
      away = true;
      this.#queue.leave();
      if (reportClose) void this.track(CLOSE_EVENT);
    };
    page.onVisibilityChange((visible) => {
      if (!visible) return leave();
      away = false;
      this.#queue.back();
    });
    page.onPageHide(leave);
  }

  #publishFailure(failure: TrackingFailure): void {
    for (const listener of [...this.#failureListeners]) {
      try {
        listener(failure);
      } catch (error) {
        this.#ports.clock.setTimeout(() => {
          throw error;
        }, 0);
      }
    }
  }

  /**
   * Starts the location lookup (the kit's `start()` does): events carry its answer once it comes.
   * Calling it again starts no second lookup.
   */
  lookUpLocation(): void {
    const source = this.#locationSource;
    if (!source || this.#locating) return;
    this.#locating = true;
    // A failed lookup leaves the be_null defaults: location must never fail or hold up a report.
    Promise.resolve()
      .then(() => source.lookup())
      .then(
        (location) => {
          this.#location = { city: location.city, continent: location.continent, country: location.country, subdivisions: location.subdivisions };
        },
        () => {},
      );
  }
}
