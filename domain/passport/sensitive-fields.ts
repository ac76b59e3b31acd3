import { MIX_MODE, obfuscate } from './obfuscate';

/**
 * Passport fields sent obfuscated (Format rules): phone, email, code, password, type,
 * ticket-like fields and account names.
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
 * The one rule, used by every passport and single-sign-on call path: the fields with
 * every sensitive string or number obfuscated, plus `mix_mode: 1` when any was. Other fields
 * pass unchanged.
 */
export function obfuscateFields<V>(fields: Readonly<Record<string, V>>): Record<string, V | string | number> {
  const out: Record<string, V | string | number> = {};
  let mixed = false;
  for (const [name, value] of Object.entries(fields)) {
    if (SENSITIVE_FIELDS.has(name) && (typeof value === 'string' || typeof value === 'number')) {
      out[name] = obfuscate(String(value));
      mixed = true;
    } else {
      out[name] = value;
    }
  }
  if (mixed) out.mix_mode = MIX_MODE;
  return out;
}
