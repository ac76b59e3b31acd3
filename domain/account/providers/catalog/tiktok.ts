import type { ProviderDefinition } from '../provider-settings';

/**
 * How TikTok is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/',
  clientParam: 'client_key',
  clientField: 'client_key',
  scope: 'user.info.basic',
  token: 'code',
};
