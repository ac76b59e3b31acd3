/**
 * Passport fields sent obfuscated (SPEC §5, Format rules): phone, email, code, password, type,
 * ticket-like fields and account names. Reports never carry their values either.
 */
export const SENSITIVE_FIELDS: ReadonlySet<string> = new Set([
  'mobile',
  'email',
  'code',
  'sms_code',
  'old_code',
  'password',
  'current_password',
  'new_password',
  'type',
  'ticket',
  'verify_ticket',
  'cancel_ticket',
  'value_ticket',
  'account',
  'username',
]);

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
 * a {@link SENSITIVE_FIELDS} name, a {@link CREDENTIAL_PARAM} name, or one of `extra`; any case.
 */
export function sensitiveNames(extra: readonly string[] = []): (name: string) => boolean {
  const own = extra.map((name) => name.toLowerCase());
  return (name) => {
    const lower = name.toLowerCase();
    return SENSITIVE_FIELDS.has(lower) || CREDENTIAL_PARAM.test(name) || own.includes(lower);
  };
}
