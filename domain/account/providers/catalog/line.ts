import type { ProviderDefinition } from '../provider-settings';

/**
 * How LINE is asked (PLATFORMS.md Part 2.1; SPEC §9 scopes); imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
  clientParam: 'client_id',
  clientField: 'client_id',
  scope: 'openid profile',
  token: 'code',
};
