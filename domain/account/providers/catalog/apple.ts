import type { ProviderDefinition } from '../provider-settings';

/**
 * How Apple is asked (PLATFORMS.md Part 2.1; SPEC §9 scopes); imported on its first login.
 */
export const definition: ProviderDefinition = {
  viaPassport: true,
  token: 'code',
};
