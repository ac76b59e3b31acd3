/**
 * Path prefixes the contract server owns (the families plus the dev doors); everything
 * else is the demo page's. Unknown paths under these answer 404 JSON, never the index page.
 */
const API_PREFIXES = [
  '/__dev/',
  '/account_login/',
  '/act/',
  '/api/',
  '/bind_mobile/',
  '/captcha/',
  '/change_mobile/',
  '/check_qrconnect/',
  '/check_login/',
  '/email_activation_code/',
  '/email_activation_link/',
  '/external_activity/',
  '/get_qrcode/',
  '/logout/',
  '/monitor_browser/',
  '/oauth/',
  '/passport/',
  '/quick_auth/',
  '/quick_login/',
  '/register/',
  '/reset_password/',
  '/send_activation_code/',
  '/site/',
  '/web/',
  '/web_b/',
];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}
