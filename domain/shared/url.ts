/** Reads one query parameter of an address, then of its hash (`#/path?x=1`), or undefined. */
export function readParam(url: string, name: string): string | undefined {
  const parsed = new URL(url);
  const fromQuery = parsed.searchParams.get(name);
  if (fromQuery !== null) return fromQuery;
  const hashQuery = parsed.hash.indexOf('?');
  if (hashQuery < 0) return undefined;
  return new URLSearchParams(parsed.hash.slice(hashQuery + 1)).get(name) ?? undefined;
}

/** Every query parameter of an address, as a plain object. */
export function readParams(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

/** The address with `params` set in its query (undefined values removed). */
export function withParams(url: string, params: Readonly<Record<string, string | number | undefined>>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) parsed.searchParams.delete(key);
    else parsed.searchParams.set(key, String(value));
  }
  return parsed.toString();
}

/** Joins an origin (or base address) and a path without doubling or dropping the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
