import type { ProviderDefinition } from '../provider-settings';

/**
 * How Toutiao is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://open.snssdk.com/auth/authorize',
  clientParam: 'client_key',
  clientField: 'client_key',
  extra: { auth_only: '1', display: '0' },
  token: 'code',
};
