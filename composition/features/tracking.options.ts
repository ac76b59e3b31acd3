import type { Zone } from '../../domain/config/validate';

/** Options of `tracking()` (SPEC §4: tracking needs a zone, cn or sg). */
export interface TrackingOptions {
  readonly zone: Zone;
  /** Report act_H5_open when the kit starts. Defaults to `true`. */
  readonly reportOpen?: boolean;
  readonly activityType?: string;
  readonly channelAppId?: string;
  readonly pageId?: string;
}
