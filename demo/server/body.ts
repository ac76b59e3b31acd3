import type { Context } from 'hono';

/** The call's body parsed as JSON whatever its content type, or its raw text when it is not JSON. */
export async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
