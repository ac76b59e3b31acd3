import type { ProviderDefinition } from '../provider-settings';

/**
 * How Kakao is asked (PLATFORMS.md Part 2.1; SPEC §9 scopes); imported on its first login.
 */
export const definition: ProviderDefinition = {
  authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
  clientParam: 'client_id',
  clientField: 'app_secret',
  token: 'code',
};
