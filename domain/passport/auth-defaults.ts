/**
 * The platform app id that scan (QR) login and app-authorisation login go with unless a
 * page says otherwise: the short-video app's.
 */
export const DEFAULT_AUTH_PLATFORM_APP_ID = 887;
/** The scopes app-authorisation login asks for by default. */
export const DEFAULT_AUTH_SCOPES = 'user_info,relation.follow';
