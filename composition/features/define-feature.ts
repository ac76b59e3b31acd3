import type { Feature, FeatureName } from '../feature';

/** Declares a feature with its members' types checked (an identity function for inference). */
export function defineFeature<Name extends FeatureName, Members extends object>(feature: Feature<Name, Members>): Feature<Name, Members> {
  return feature;
}
