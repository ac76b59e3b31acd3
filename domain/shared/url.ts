/**
 * The page parameters, which reads both query and hash: the query's, then the hash's
 * (after its `?` in a hash route, `#/path?x=1`, or the whole hash when it is `#x=1`). The first
 * source that has a name wins.
 */
function paramSources(url: string): URLSearchParams[] {
  const parsed = new URL(url);
  const hash = parsed.hash.slice(1);
  const question = hash.indexOf('?');
  const hashQuery = question >= 0 ? hash.slice(question + 1) : hash.includes('=') ? hash : '';
  return [parsed.searchParams, new URLSearchParams(hashQuery)];
}

/** Reads one parameter of an address, from its query, then its hash (`#/path?x=1` or `#x=1`), or undefined. */
export function readParam(url: string, name: string): string | undefined {
  for (const source of paramSources(url)) {
    const value = source.get(name);
    if (value !== null) return value;
  }
  return undefined;
}

/** Every parameter of an address's query and hash, as a plain object; the query wins a name both carry. */
export function readParams(url: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const source of paramSources(url).reverse()) {
    for (const name of new Set(source.keys())) params[name] = source.get(name)!;
  }
  return params;
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

/**
 * An address to hand to others or to a provider, built from scratch: the origin and path of `url`,
 * then only the `keep` parameters it carries (query first, then hash), then `set`. Nothing else of
 * `url` survives: no other parameter (tokens, open_id, an OAuth code), no hash, no credentials.
 * @param options.keep - names of the parameters to carry over, when `url` has them.
 * @param options.set - parameters to set (undefined values left out).
 */
export function addressOf(
  url: string,
  options: { readonly keep?: readonly string[]; readonly set?: Readonly<Record<string, string | number | undefined>> } = {},
): string {
  const { origin, pathname } = new URL(url);
  const kept: Record<string, string> = {};
  for (const name of options.keep ?? []) {
    const value = readParam(url, name);
    if (value !== undefined) kept[name] = value;
  }
  return withParams(`${origin}${pathname}`, { ...kept, ...options.set });
}
