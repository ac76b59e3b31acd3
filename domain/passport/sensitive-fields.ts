import { SENSITIVE_FIELD } from '../shared/sensitive-names';
import { MIX_MODE, obfuscate } from './obfuscate';

/**
 * The one rule, used by every passport and single-sign-on call path: the fields with
 * every sensitive string or number ({@link SENSITIVE_FIELD}) obfuscated, plus `mix_mode: 1` when any was. Other fields
 * pass unchanged.
 */
export function obfuscateFields<V>(fields: Readonly<Record<string, V>>): Record<string, V | string | number> {
  const out: Record<string, V | string | number> = {};
  let mixed = false;
  for (const [name, value] of Object.entries(fields)) {
    if (SENSITIVE_FIELD.test(name) && (typeof value === 'string' || typeof value === 'number')) {
      out[name] = obfuscate(String(value));
      mixed = true;
    } else {
      out[name] = value;
    }
  }
  if (mixed) out.mix_mode = MIX_MODE;
  return out;
}
