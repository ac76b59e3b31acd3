import type { ProviderDefinition } from '../provider-settings';

/**
 * How Google is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  clientParam: 'client_id',
  clientField: 'client_id',
  scope: 'openid email profile',
  token: 'code',
};
