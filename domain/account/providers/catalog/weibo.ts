import type { ProviderDefinition } from '../provider-settings';

/**
 * How Weibo is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://api.weibo.com/oauth2/authorize',
  clientParam: 'client_id',
  clientField: 'client_id',
  scope: 'all',
  token: 'code',
};
