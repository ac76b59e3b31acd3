import type { ProviderDefinition } from '../provider-settings';

/**
 * How Toutiao is asked (PLATFORMS.md Part 2.1; SPEC §9 scopes); imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://open.snssdk.com/auth/authorize',
  clientParam: 'client_key',
  clientField: 'client_key',
  extra: { auth_only: '1', display: '0' },
  token: 'code',
};
