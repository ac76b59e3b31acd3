import type { BeaconPort } from '../../ports/beacon.port';
import type { ClockPort } from '../../ports/clock.port';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { RandomPort } from '../../ports/random.port';
import type { StoragePort } from '../../ports/storage.port';
import type { Zone } from '../config/validate';

/** act_H5_close: reported each time the page is hidden or closed (on its own, so tracking need not bundle the whole list). */
export const CLOSE_EVENT = 'act_H5_close';

/** The tracking events the kit reports by itself, by what happened (each a {@link TrackingEventName}). */
export const TRACKING_EVENTS = {
  loginSuccess: 'login_success_act',
  shareSuccess: 'act_share_success',
  shareFailed: 'act_share_failed',
  open: 'act_H5_open',
  close: CLOSE_EVENT,
  downloadStart: 'act_download_start',
  downloadSuccess: 'act_download_success',
} as const;

/**
 * A tracking event's name: one the kit reports by itself (`login_success_act` after a login,
 * `act_share_success` and `act_share_failed` after a share, `act_H5_open` and `act_H5_close` when
 * the page opens and is hidden or closed, `act_download_start` and `act_download_success` around a
 * download), or any other name the page reports.
 */
export type TrackingEventName =
  | 'login_success_act'
  | 'act_share_success'
  | 'act_share_failed'
  | 'act_H5_open'
  | 'act_H5_close'
  | 'act_download_start'
  | 'act_download_success'
  | (string & {});

/** The tracking event fields, as sent on the wire. */
export interface TrackingFields {
  aid?: number;
  user_unique_id?: string;
  role_id?: string;
  device_id?: string;
  os?: string;
  launch_from?: string;
  server_id?: string;
  activity_type?: string;
  activity_id: string;
  activity_link_id?: string;
  session_id: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  activity_form?: string;
  passport_id?: string;
  /** The visitor's city, `be_null` until (or unless) the location lookup answers. */
  city: string;
  /** Continent, `be_null` by default. */
  continent: string;
  /** Country, `be_null` by default. */
  country: string;
  /** Subdivisions (province, state), `be_null` by default. */
  subdivisions: string;
}

/**
 * Tracking init without an app id, in tracking's words (names the app id among tracking's
 * needs; gives only the account module's wording, which is not tracking's).
 */
export const TRACKING_APP_ID_MESSAGE = 'Tracking init fail, app_id is undefined';

/** Options of `TrackingService.init` (app id, activity id, zone cn or sg). */
export interface TrackingServiceOptions {
  readonly appId: string;
  readonly activityId: string;
  readonly zone: Zone;
  /** Origin of the report call (`/act/{app_id}/shark_report`). */
  readonly apiOrigin: string;
  readonly aid?: number;
  readonly activityType?: string;
  readonly activityForm?: string;
  readonly channelAppId?: string;
  readonly pageId?: string;
  /** Report act_H5_close each time the page is hidden or closed. Defaults to `true`. */
  readonly reportClose?: boolean;
  /**
   * More parameter names whose values are redacted from reports (any case), on top of the built-in
   * sensitive names (token, code, state, mobile, email, ... see the tracking docs). Defaults to none.
   */
  readonly redactParams?: readonly string[];
}

/** A report attempt that failed: kept for the page to see, never thrown ('errors ignored'). */
export interface TrackingFailure {
  /** The event name, or `shark_report` for a raw report. */
  readonly event: string;
  /**
   * Usually a CampaignKitError: `NETWORK`, `TIMEOUT`, `HTTP_STATUS` (with `status`) or `SERVER`
   * from the attempt; `INVALID_ARGUMENT` for fields JSON cannot write; `NETWORK` with
   * `data.dropped` (the count so far) for a report dropped from a full queue.
   */
  readonly error: unknown;
  /** Milliseconds until the report is tried again; absent when it was given up. */
  readonly retryInMs?: number;
}

/** The ports tracking works on. */
export interface TrackingPorts {
  readonly http: HttpPort;
  /** The address and referrer reports carry; its visibility and pagehide trigger the flush. */
  readonly page: PagePort;
  /** Local storage keeps unconfirmed reports (at most 100); session storage the session id. */
  readonly storage: StoragePort;
  /** The session id, event ids and the backoff's jitter. */
  readonly random: RandomPort;
  readonly clock: ClockPort;
  /** Flushes reports as the page is hidden or closed; without it they wait for the page's return or the next visit. */
  readonly beacon?: BeaconPort;
}
