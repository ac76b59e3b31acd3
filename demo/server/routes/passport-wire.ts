import type { Context } from 'hono';
import { isRecord } from '../body';
import { readMixed } from '../obfuscation';

/** The passport web area's wire helpers: field reading (de-obfuscated) and the answer shapes. */
export const MOBILE = /^1[2-9]\d{9}$/;
/** The fields the client obfuscates; read back here when mix_mode is 1. */
const SENSITIVE = ['mobile', 'email', 'code', 'sms_code', 'password', 'current_password', 'new_password', 'type', 'ticket', 'verify_ticket', 'cancel_ticket', 'value_ticket', 'account', 'username'];

export type Fields = Record<string, string | undefined>;

/** The call's query and form body as one record, sensitive fields de-obfuscated. */
export async function readFields(c: Context): Promise<Fields> {
  const fields: Fields = { ...c.req.query() };
  if (c.req.method !== 'GET') {
    const text = await c.req.text();
    const form = (c.req.header('content-type') ?? '').includes('json') ? safeJson(text) : Object.fromEntries(new URLSearchParams(text));
    for (const [name, value] of Object.entries(form)) fields[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  for (const name of SENSITIVE) fields[name] = readMixed(fields[name], fields.mix_mode);
  return fields;
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}


export const ok = (data: object = {}) => ({ message: 'success', data });
export const error = (error_code: number, description: string, extra: object = {}) => ({ message: 'error', data: { error_code, description, captcha: '', ...extra } });
export const mask = (mobile: string) => `${mobile.slice(0, 3)}******${mobile.slice(-2)}`;
