import { CampaignKitError } from '../../ports/errors';

/**
 * A feature factory's options: an object, or nothing.
 * @throws CampaignKitError `INVALID_ARGUMENT` naming the factory for anything else (null, a string...).
 */
export function featureOptions<T extends object>(name: string, options: T | undefined): T | Record<string, never> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new CampaignKitError('INVALID_ARGUMENT', `${name}() takes an options object, got ${options === null ? 'null' : Array.isArray(options) ? 'a list' : typeof options}`);
  }
  return options;
}
