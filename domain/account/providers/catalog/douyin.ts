import type { ProviderDefinition } from '../provider-settings';

/**
 * How Douyin is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://open.douyin.com/platform/oauth/connect/',
  clientParam: 'client_key',
  clientField: 'client_key',
  scope: 'user_info',
  token: 'code',
};
