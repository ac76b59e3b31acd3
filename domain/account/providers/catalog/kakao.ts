import type { ProviderDefinition } from '../provider-settings';

/**
 * How Kakao is asked; imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
  clientParam: 'client_id',
  clientField: 'app_secret',
  token: 'code',
};
