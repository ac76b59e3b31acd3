/**
 * Passport fields sent obfuscated (SPEC §5, Format rules): `mobile`, `email`, `code`, `sms_code`,
 * `old_code`, `password`, `current_password`, `new_password`, `type`, `ticket`, `verify_ticket`,
 * `cancel_ticket`, `value_ticket`, `account`, `username`, whatever their case. Reports never carry
 * their values either.
 */
export const SENSITIVE_FIELD = /^(mobile|email|(sms_|old_)?code|(current_|new_)?password|type|(verify_|cancel_|value_)?ticket|account|username)$/i;

/**
 * Parameter names that carry credentials, whatever their case: exactly `code`, `state`,
 * `auth_code`, `oauth_verifier`, `sms_code`, `sms_code_key`, `signature`, `_signature`,
 * `sessionid`, `session_key`; and any name ending in `token` (token, access_token, id_token,
 * oauth_token...), `ticket` (ticket, verify_ticket...), `secret` or `password` (the page token and
 * provider return codes, the credential and third-party-auth fields, signatures).
 */
export const CREDENTIAL_PARAM = /^(code|state|auth_code|oauth_verifier|sms_code(_key)?|_?signature|sessionid|session_key)$|(token|ticket|secret|password)$/i;

/**
 * The one test of a name whose value never leaves the page in a report (monitoring or tracking):
 * a {@link SENSITIVE_FIELD} name, a {@link CREDENTIAL_PARAM} name, or one of `extra`; any case.
 */
export function sensitiveNames(extra: readonly string[] = []): (name: string) => boolean {
  const own = extra.map((name) => name.toLowerCase());
  return (name) => SENSITIVE_FIELD.test(name) || CREDENTIAL_PARAM.test(name) || own.includes(name.toLowerCase());
}
