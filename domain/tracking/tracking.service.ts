import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { RandomPort } from '../../ports/random.port';
import type { ClockPort } from '../../ports/clock.port';
import type { StoragePort } from '../../ports/storage.port';
import { validateActivityId, validateOrigin, validateZone } from '../config/validate';
import { ApiClient, REPORT_TIMEOUT_MS } from '../http/api-client';
import { InitGuard } from '../shared/init-guard';
import { readParams } from '../shared/url';
import { CampaignKitError } from '../../ports/errors';
import type { ConsentGate } from '../consent/consent-gate';
import { UNKNOWN_LOCATION, type VisitorLocation } from '../location/location.service';
import { osOfUserAgent, reportedOs } from '../device/detect-device';
import { TRACKING_APP_ID_MESSAGE, type TrackingEventName, type TrackingFailure, type TrackingFields, type TrackingInit } from './tracking.types';

const SESSION_ID_KEY = 'session_id';
const SESSION_ID_LENGTH = 32;
const SESSION_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Who is signed in, for the user fields of each event. */
export interface TrackingIdentity {
  readonly userId?: string;
  /** How they signed in (SPEC §1 login types, e.g. mobile). */
  readonly loginType?: string;
}

/** Where tracking reads the visitor's location from (a `LocationService`); its lookup should never reject. */
export interface TrackingLocationSource {
  lookup(): Promise<VisitorLocation>;
}

/**
 * Event reporting (SPEC §3 tracking fields, §7 shark_report, §9 events). Every event travels as a
 * shark_report whose `shark_params.params` holds the event name and the tracking fields. Failures
 * are never thrown into the page: they are published to the {@link TrackingService.onFailure} listeners.
 *
 * @example
 * ```ts
 * const tracking = new TrackingService({ http, page, storage, random, clock });
 * tracking.init({ appId: '1', activityId: 'spring', zone: 'cn', apiOrigin });
 * await tracking.track('act_H5_open');
 * ```
 */
export class TrackingService {
  readonly #options = new InitGuard<{ init: TrackingInit; client: ApiClient }>('Tracking');
  readonly #failureListeners = new Set<(failure: TrackingFailure) => void>();
  readonly #ports: { http: HttpPort; page: PagePort; storage: StoragePort; random: RandomPort; clock: ClockPort };
  readonly #consentGate: ConsentGate | undefined;
  readonly #locationSource: TrackingLocationSource | undefined;
  #location: VisitorLocation = UNKNOWN_LOCATION;
  #locating = false;
  #identity: TrackingIdentity = {};

  /**
   * @param options.consentGate - holds every report until the visitor's cookie decision allows the
   *   gate's keys: held reports are sent on acceptance and dropped (resolving false) on rejection
   *   (SPEC §2, §4). Without a gate, reports go at once.
   * @param options.location - the location lookup (SPEC §3 Location fields), started by {@link lookUpLocation}:
   *   events carry its city, continent, country and subdivisions once it has answered, and
   *   `be_null` before that, without it, or when it fails (it tries at most 3 times, SPEC §9). A
   *   report never waits for it.
   */
  constructor(
    ports: { http: HttpPort; page: PagePort; storage: StoragePort; random: RandomPort; clock: ClockPort },
    options: { readonly consentGate?: ConsentGate; readonly location?: TrackingLocationSource } = {},
  ) {
    this.#ports = ports;
    this.#consentGate = options.consentGate;
    this.#locationSource = options.location;
  }

  /**
   * @throws CampaignKitError `INVALID_ARGUMENT` 'zone is required, cn or sg',
   *   'activity_id must be a string' (SPEC §4, §5) or 'Tracking init fail, app_id is undefined';
   *   `ALREADY_INITIALIZED`.
   */
  init(options: TrackingInit): void {
    const zone = validateZone(options.zone);
    const activityId = validateActivityId(options.activityId);
    if (!options.appId) throw new CampaignKitError('INVALID_ARGUMENT', TRACKING_APP_ID_MESSAGE);
    const apiOrigin = validateOrigin('apiOrigin', options.apiOrigin);
    this.#options.set({ init: { ...options, zone, activityId, apiOrigin }, client: new ApiClient(this.#ports.http, apiOrigin) });
  }

  get initialized(): boolean {
    return this.#options.initialized;
  }

  /**
   * Listens for reports that failed (network, timeout, server), for logging: the page never sees a
   * throw from {@link track} or {@link report}. A listener that throws stops neither the report nor
   * the other listeners; its error is rethrown on its own, from a `clock.setTimeout(..., 0)`.
   * @param listener - called with the event name (or `shark_report`) and the error, once per failure.
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

  /** Sets the signed-in user whose id goes into user_unique_id and passport_id. */
  identify(identity: TrackingIdentity): void {
    this.#identity = identity;
  }

  /** The tab's session id: 32 random characters kept in session storage (SPEC §3). */
  sessionId(): string {
    const { storage, random } = this.#ports;
    const stored = storage.get<string>('session', SESSION_ID_KEY);
    if (typeof stored === 'string' && stored.length === SESSION_ID_LENGTH) return stored;
    const id = Array.from(random.bytes(SESSION_ID_LENGTH), (byte) => SESSION_ID_ALPHABET[byte % SESSION_ID_ALPHABET.length]).join('');
    storage.set('session', SESSION_ID_KEY, id);
    return id;
  }

  /** The SPEC §3 fields of an event sent now, from the page address, the identity and the location known now (`be_null` before the lookup answers). */
  fields(): TrackingFields {
    const { init } = this.#options.get();
    const { page, clock } = this.#ports;
    const params = readParams(page.url());
    return {
      aid: init.aid,
      user_unique_id: this.#identity.userId ?? params.open_id,
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
   * Reports an event (SPEC §9 names, or the page's own). Resolves true when delivered, false
   * when not (the failure goes to the {@link onFailure} listeners); never rejects.
   * @throws CampaignKitError `NOT_INITIALIZED` before init (a programming error, not a report failure).
   */
  async track(event: TrackingEventName, extra: Readonly<Record<string, unknown>> = {}): Promise<boolean> {
    const fields = this.fields();
    return this.report({ event, ...fields, ...extra }, event);
  }

  /**
   * POST /act/{app_id}/shark_report (SPEC §7) with `params` as shark_params.params; timeout 60000 ms.
   * Resolves true when delivered, false otherwise (also when the consent gate drops it); never
   * rejects. With a consent gate, it resolves only once the visitor has decided.
   */
  async report(params: Readonly<Record<string, unknown>>, label = 'shark_report'): Promise<boolean> {
    const { init, client } = this.#options.get();
    const { page } = this.#ports;
    const url = page.url();
    const query = readParams(url);
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
        webheader: { user_agent: page.userAgent(), referrer: page.referrer() },
        params,
      },
    };
    if (this.#consentGate && !(await this.#consentGate.admit())) return false;
    try {
      await client.activity({
        method: 'POST',
        path: `/act/${encodeURIComponent(init.appId)}/shark_report`,
        timeoutMs: REPORT_TIMEOUT_MS,
        body,
      });
      return true;
    } catch (error) {
      this.#publishFailure({ event: label, error });
      return false;
    }
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
