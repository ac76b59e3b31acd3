import type { ProviderDefinition } from '../provider-settings';

/**
 * How LINE is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
  clientParam: 'client_id',
  clientField: 'client_id',
  scope: 'openid profile',
  token: 'code',
};
