/**
 * Path prefixes the contract server owns (the SPEC §7 families plus the dev doors); everything
 * else is the demo page's. Unknown paths under these answer 404 JSON, never the index page.
 */
const API_PREFIXES = [
  '/__dev/',
  '/act/',
  '/api/',
  '/captcha/',
  '/check_login/',
  '/external_activity/',
  '/logout/',
  '/oauth/',
  '/passport/',
  '/quick_login/',
  '/send_activation_code/',
  '/site/',
  '/web/',
  '/web_b/',
];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}
