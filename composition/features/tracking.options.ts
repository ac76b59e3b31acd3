import type { Zone } from '../../domain/config/validate';

/** Options of `tracking` (tracking needs a zone, cn or sg). */
export interface TrackingOptions {
  readonly zone: Zone;
  /** Report act_H5_open when the kit starts. Defaults to `true`. */
  readonly reportOpen?: boolean;
  /** Report act_H5_close each time the page is hidden or closed. Defaults to `true`. */
  readonly reportClose?: boolean;
  /**
   * More parameter names whose values are redacted from reports (any case), on top of the built-in
   * sensitive names (token, code, state, mobile, email, ... see the tracking docs). Defaults to none.
   */
  readonly redactParams?: readonly string[];
  readonly activityType?: string;
  readonly channelAppId?: string;
  readonly pageId?: string;
}
