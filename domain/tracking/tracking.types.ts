import type { Zone } from '../config/validate';

/** The tracking events of SPEC §9. */
export const TRACKING_EVENTS = {
  loginSuccess: 'login_success_act',
  shareSuccess: 'act_share_success',
  shareFailed: 'act_share_failed',
  open: 'act_H5_open',
  close: 'act_H5_close',
  downloadStart: 'act_download_start',
  downloadSuccess: 'act_download_success',
} as const;

export type TrackingEventName = (typeof TRACKING_EVENTS)[keyof typeof TRACKING_EVENTS] | (string & {});

/** The tracking event fields of SPEC §3, as sent on the wire. */
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
  /** SPEC §3 Location: the visitor's city, `be_null` until (or unless) the location lookup answers. */
  city: string;
  /** SPEC §3 Location: continent, `be_null` by default. */
  continent: string;
  /** SPEC §3 Location: country, `be_null` by default. */
  country: string;
  /** SPEC §3 Location: subdivisions (province, state), `be_null` by default. */
  subdivisions: string;
}

/**
 * Tracking init without an app id, in tracking's words (SPEC §4 names the app id among tracking's
 * needs; SPEC §5 gives only the account module's wording, which is not tracking's).
 */
export const TRACKING_APP_ID_MESSAGE = 'Tracking init fail, app_id is undefined';

/** Options of `TrackingService.init` (SPEC §4: app id, activity id, zone cn or sg). */
export interface TrackingInit {
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
}

/** A report that could not be delivered: kept for the page to see, never thrown (SPEC §7 'errors ignored'). */
export interface TrackingFailure {
  readonly event: string;
  readonly error: unknown;
}
