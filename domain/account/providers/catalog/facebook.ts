import type { ProviderDefinition } from '../provider-settings';

/**
 * How Facebook is asked; imported on its first login.
 * The unversioned
 * dialog uses the app's own API version; `authorizeUrl` pins another.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://www.facebook.com/dialog/oauth',
  clientParam: 'client_id',
  clientField: 'app_id',
  scope: 'public_profile,email',
  token: 'code',
};
