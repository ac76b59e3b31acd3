/** What a redacted parameter's value becomes in a report. */
export const REDACTED = '[redacted]';

/**
 * Parameter names that carry credentials, redacted from every report whatever their case: exactly
 * `code`, `state`, `auth_code`, `oauth_verifier`, `sms_code`, `sms_code_key`, `signature`,
 * `_signature`, `sessionid`, `session_key`; and any name ending in `token` (token, access_token,
 * id_token, oauth_token...), `ticket` (ticket, verify_ticket...), `secret` or `password` (the
 * page token and provider return codes, the credential and third-party-auth
 * fields, signatures).
 */
export const CREDENTIAL_PARAM = /^(code|state|auth_code|oauth_verifier|sms_code(_key)?|_?signature|sessionid|session_key)$|(token|ticket|secret|password)$/i;

/** Tells credential parameters by name: {@link CREDENTIAL_PARAM}, plus the page's own `extra` names (any case). */
export function credentialNames(extra: readonly string[] = []): (name: string) => boolean {
  const own = extra.map((name) => name.toLowerCase());
  return (name) => CREDENTIAL_PARAM.test(name) || own.includes(name.toLowerCase());
}

/**
 * `url` with the value of each credential parameter, in the query and in the hash (`#a=1` or
 * `#/route?a=1`), replaced by {@link REDACTED}, and any `user:password@` dropped. The rest of the
 * address is left exactly as written.
 */
export function redactUrl(url: string, isCredential: (name: string) => boolean): string {
  return url
    .replace(/^([a-z][\w+.-]*:\/\/)[^/?#@]*@/i, '$1')
    .replace(/([?&#])([^=&#?]+)=[^&#]*/g, (pair, separator: string, name: string) =>
      isCredential(name) ? `${separator}${name}=${encodeURIComponent(REDACTED)}` : pair,
    );
}
