import type { ConsentConfig } from '../../domain/consent/consent.types';

/** Options of `consent()`: the cookie configuration plus the cookie keys each reporter needs. */
export interface ConsentOptions extends ConsentConfig {
  /**
   * Cookie keys a reporter needs before it may send anything: until the visitor
   * decides, its events are held; they go on acceptance of every key and are dropped otherwise.
   * A reporter with no entry (or an empty list) is not gated.
   */
  readonly gates?: { readonly tracking?: readonly string[]; readonly monitoring?: readonly string[] };
}
