import type { ProviderDefinition } from '../provider-settings';

/**
 * How Apple is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  viaPassport: true,
  token: 'code',
};
