import type { AccountPassportOptions } from '../domain/account/account.types';
import type { Language } from '../domain/i18n/language';

/** Where the passport lives and how its calls are made (SPEC §7 introduction): the account's passport options. */
export type PassportSettings = AccountPassportOptions;

/** The common settings after validation, with the origins filled in: what features read. */
export interface KitSettings {
  readonly aid: number;
  readonly appId: string;
  readonly activityId: string;
  readonly apiOrigin: string;
  readonly ssoOrigin: string;
  readonly passport: PassportSettings;
  readonly timeoutMs?: number;
  readonly language?: Language;
  readonly gamePattern?: RegExp;
}
