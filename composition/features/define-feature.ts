import { CampaignKitError } from '../../ports/errors';
import type { Feature, FeatureName } from '../feature';

/** Declares a feature with its members' types checked (an identity function for inference). */
export function defineFeature<Name extends FeatureName, Members extends object>(feature: Feature<Name, Members>): Feature<Name, Members> {
  return feature;
}

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
