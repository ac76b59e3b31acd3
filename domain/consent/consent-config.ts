import { DEFAULT_LANGUAGE } from '../i18n/language';
import { pageText } from '../i18n/texts';
import { CampaignKitError } from '../../ports/errors';
import type { ConsentConfig, CookieEntry } from './consent.types';

/** Every cookie entry of the config, in panel order. */
export function cookieEntries(config: ConsentConfig): CookieEntry[] {
  return config.cookieTypes.flatMap((type) => type.cookies);
}

/** Keys of the cookies the visitor may turn off (every one but the locked ones), in panel order. */
export function optionalCookieKeys(config: ConsentConfig): string[] {
  return cookieEntries(config)
    .filter((entry) => !isLocked(entry))
    .map((entry) => entry.key);
}

/** A switch with allowChange false is disabled and always on. */
export function isLocked(entry: CookieEntry): boolean {
  return entry.allowChange === false;
}

/**
 * Checks the configuration's shape: cookie types with a name and a list of cookies, each cookie
 * with a unique non-empty key and a name.
 * @throws CampaignKitError `INVALID_ARGUMENT` naming the first problem.
 */
export function validateConsentConfig(config: ConsentConfig): ConsentConfig {
  const invalid = (message: string) => new CampaignKitError('INVALID_ARGUMENT', `consent init fail, ${message}`);
  if (!config || !Array.isArray(config.cookieTypes)) throw invalid('cookieTypes is undefined');
  const keys = new Set<string>();
  for (const type of config.cookieTypes) {
    if (!type?.name) throw invalid('a cookie type has no name');
    const typeName = pageText(type.name, DEFAULT_LANGUAGE);
    if (!Array.isArray(type.cookies)) throw invalid(`cookie type ${typeName} has no cookies`);
    for (const entry of type.cookies) {
      if (!entry?.key) throw invalid(`a cookie of ${typeName} has no key`);
      if (!entry.name) throw invalid(`cookie ${entry.key} has no name`);
      if (keys.has(entry.key)) throw invalid(`cookie key ${entry.key} is used twice`);
      keys.add(entry.key);
    }
  }
  return config;
}
