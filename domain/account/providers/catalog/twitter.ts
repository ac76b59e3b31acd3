import type { ProviderDefinition } from '../provider-settings';

/**
 * How Twitter (X) is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  viaPassport: true,
  token: 'oauthToken',
};
