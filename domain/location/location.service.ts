import { Subject, type Observable } from 'rxjs';
import type { HttpPort } from '../../ports/http.port';
import { CampaignKitError } from '../../ports/errors';
import { validateActivityId, validateOrigin } from '../config/validate';
import { ApiClient } from '../http/api-client';

/** The default of each location field. */
export const LOCATION_DEFAULT = 'be_null';

/** The location lookup is tried at most 3 times. */
export const LOCATION_ATTEMPTS = 3;

/** The visitor's location, each field `be_null` when unknown. */
export interface VisitorLocation {
  readonly city: string;
  readonly continent: string;
  readonly country: string;
  readonly subdivisions: string;
}

/** Options of `LocationService.init`. */
export interface LocationServiceOptions {
  readonly appId: string;
  readonly activityId: string;
  readonly apiOrigin: string;
}

/** The location before (or without) an answer: every field `be_null`. */
export const UNKNOWN_LOCATION: VisitorLocation = { city: LOCATION_DEFAULT, continent: LOCATION_DEFAULT, country: LOCATION_DEFAULT, subdivisions: LOCATION_DEFAULT };

/**
 * The location lookup: GET /act/{app_id}/location/geonameids?activity_id&type=1,
 * tried at most 3 times. Never rejects: after 3 failures it answers every field `be_null` and
 * publishes the last error on `failures$`. One lookup per page: later calls share the answer.
 * @example
 * ```ts
 * const location = new LocationService({ http }, { appId: '1', activityId: 'spring', apiOrigin });
 * const { country } = await location.lookup(); // 'be_null' when unknown
 * ```
 */
export class LocationService {
  readonly #options: { init: LocationServiceOptions; client: ApiClient };
  readonly #failures = new Subject<unknown>();
  readonly #http: HttpPort;
  #lookup: Promise<VisitorLocation> | undefined;
  /** The last error of a lookup whose 3 attempts all failed. */
  readonly failures$: Observable<unknown> = this.#failures.asObservable();

  /**
   * @throws CampaignKitError `INVALID_ARGUMENT` 'Location init fail, app_id is undefined',
   *   'activity_id must be a string' or a bad origin.
   */
  constructor(ports: { http: HttpPort }, options: LocationServiceOptions) {
    this.#http = ports.http;
    if (!options?.appId) throw new CampaignKitError('INVALID_ARGUMENT', 'Location init fail, app_id is undefined');
    const activityId = validateActivityId(options.activityId);
    const apiOrigin = validateOrigin('apiOrigin', options.apiOrigin);
    this.#options = { init: { appId: String(options.appId), activityId, apiOrigin }, client: new ApiClient(this.#http, apiOrigin) };
  }

  /** The visitor's location; `be_null` fields where unknown or after 3 failed attempts. */
  lookup(): Promise<VisitorLocation> {
    this.#lookup ??= this.#attempt(1);
    return this.#lookup;
  }

  async #attempt(attempt: number): Promise<VisitorLocation> {
    const { init, client } = this.#options;
    try {
      const { data } = await client.activity<Partial<Record<keyof VisitorLocation, unknown>> | null>({
        method: 'GET',
        path: `/act/${encodeURIComponent(init.appId)}/location/geonameids`,
        query: { activity_id: init.activityId, type: 1 },
      });
      return {
        city: field(data?.city),
        continent: field(data?.continent),
        country: field(data?.country),
        subdivisions: field(data?.subdivisions),
      };
    } catch (error) {
      if (attempt < LOCATION_ATTEMPTS) return this.#attempt(attempt + 1);
      this.#failures.next(error);
      return UNKNOWN_LOCATION;
    }
  }
}

function field(value: unknown): string {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return LOCATION_DEFAULT;
}
