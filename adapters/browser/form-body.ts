/**
 * The `application/x-www-form-urlencoded` fields of a request body, as every HTTP adapter sends
 * them (non-GET bodies are form-encoded, objects serialised as JSON).
 *
 * @param body - the request's fields.
 * @returns the fields: strings, numbers and booleans as text; objects, arrays and `null` as JSON
 *   text; `undefined` left out.
 */
export function formBody(body: Readonly<Record<string, unknown>>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const primitive = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    form.append(name, primitive ? String(value) : JSON.stringify(value));
  }
  return form;
}
