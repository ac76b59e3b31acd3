import type { HttpPort } from '../ports/http.port';
import type { AccountPassportOptions } from '../domain/account/account.types';
import type { Language } from '../domain/i18n/language';
import type { PassportConfig } from '../domain/passport/passport.config';
import type { ThirdPartyScripts } from './third-party-scripts';

/**
 * Where the passport lives and how its calls are made (introduction): the account's
 * passport options, and the signing script as the page pins it (`scripts.signing`).
 */
export type PassportSettings = AccountPassportOptions & Pick<PassportConfig, 'signingScript'>;

/** The common settings after validation, with the origins filled in: what features read. */
export interface KitSettings {
  readonly aid: number;
  readonly appId: string;
  readonly activityId: string;
  readonly apiOrigin: string;
  readonly ssoOrigin: string;
  readonly passport: PassportSettings;
  /** Request timeout in ms (0: no limit); the transport's default when absent. */
  readonly timeoutMs?: number;
  /** The page's HTTP transport; the platform's fetch transport when absent. */
  readonly transport?: HttpPort;
  readonly language?: Language;
  readonly gamePattern?: RegExp;
  /** The page's CSP nonce, set on every element the kit adds. */
  readonly nonce?: string;
  /** The page's pins for third-party scripts. */
  readonly scripts?: ThirdPartyScripts;
  /** Origins besides the page's the kit may navigate to (validated; empty when none). */
  readonly navigationOrigins: readonly string[];
}
