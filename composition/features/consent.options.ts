import type { ConsentConfig } from '../../domain/consent/consent.types';

/** Options of `consent()`: the cookie configuration plus the cookie keys each reporter needs. */
export interface ConsentOptions extends ConsentConfig {
  /**
   * Cookie keys a reporter needs before it may send anything: until the visitor decides, its
   * events are held in memory; they go on acceptance of every key and are dropped otherwise.
   * A reporter with no entry needs every cookie of `cookieTypes` the visitor may turn off (all but
   * the `allowChange: false` ones) and an accepted decision: nothing goes before the visitor
   * decides, everything goes after Accept All, nothing after Reject All. An empty list is the
   * explicit opt-out: that reporter sends at once, whatever the visitor decides.
   * @example
   * ```ts
   * consent({ ...config, gates: { tracking: ['analytics'], monitoring: [] } }) // tracking waits for analytics; monitoring is not gated
   * ```
   */
  readonly gates?: { readonly tracking?: readonly string[]; readonly monitoring?: readonly string[] };
}
