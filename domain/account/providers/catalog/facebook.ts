import type { ProviderDefinition } from '../provider-settings';

/**
 * How Facebook is asked (PLATFORMS.md Part 2.1; SPEC §9 scopes); imported on its first login.
 * SPEC §9 names Facebook v8.0, which expired on 2022-11-01 (PLATFORMS.md 2.1): the unversioned
 * dialog uses the app's own API version; `authorizeUrl` pins another.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://www.facebook.com/dialog/oauth',
  clientParam: 'client_id',
  clientField: 'app_id',
  scope: 'public_profile,email',
  token: 'code',
};
