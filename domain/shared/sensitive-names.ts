/**
 * Passport fields sent obfuscated (SPEC §5, Format rules): `mobile`, `email`, `code`, `sms_code`,
 * `old_code`, `password`, `current_password`, `new_password`, `type`, `ticket`, `verify_ticket`,
 * `cancel_ticket`, `value_ticket`, `account`, `username`, whatever their case. Reports never carry
 * their values either.
 */
export const SENSITIVE_FIELD = /^(mobile|email|(sms_|old_)?code|(current_|new_)?password|type|(verify_|cancel_|value_)?ticket|account|username)$/i;

/**
 * Names whose value never leaves the page in a report, whatever their case: every
 * {@link SENSITIVE_FIELD} name (the passwords and tickets among them by their ending, below), and
 * the names that carry credentials: exactly `state`, `auth_code`, `oauth_verifier`,
 * `sms_code_key`, `signature`, `_signature`, `sessionid`, `session_key`; and any name ending in
 * `token` (token, access_token, id_token, oauth_token...), `ticket`, `secret` or `password` (the
 * page token and provider return codes, the third-party-auth fields, signatures). One pattern, not
 * SENSITIVE_FIELD's and a second one: the monitoring page carries only this one (about 50 bytes
 * less, min+gz); the unit tests check it holds every SENSITIVE_FIELD name.
 */
const REPORT_SENSITIVE = /^(mobile|email|(sms_|old_|auth_)?code|type|account|username|state|oauth_verifier|sms_code_key|_?signature|session(id|_key))$|(token|ticket|secret|password)$/;

/**
 * The one test of a name whose value never leaves the page in a report (monitoring or tracking):
 * a {@link REPORT_SENSITIVE} name, or one of `extra`, or a name with one of them in brackets
 * (`token[]`, `token[0]`, `user[mobile]`); any case.
 */
export function sensitiveNames(extra: readonly string[] = []): (name: string) => boolean {
  const own = extra.map((name) => name.toLowerCase());
  return (name) => name.toLowerCase().split(/\[|]/).some((part) => REPORT_SENSITIVE.test(part) || own.includes(part));
}
