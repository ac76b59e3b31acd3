import type { ProviderDefinition } from '../provider-settings';

/**
 * How VK is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://oauth.vk.com/authorize',
  clientParam: 'client_id',
  clientField: 'app_key',
  scope: 'offline',
  extra: { v: '5.131' },
  token: 'code',
};
