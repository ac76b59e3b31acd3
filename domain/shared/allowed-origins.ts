import { CampaignKitError } from '../../ports/errors';

/** Host names whose plain-http addresses browsers count as trustworthy (W3C Secure Contexts): the loopback ones. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for https, or http on a loopback host (a development server on this machine). */
export function isTrustworthyUrl(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** The address parsed, or undefined when it is not an absolute URL. */
function parse(candidate: string): URL | undefined {
  try {
    return new URL(candidate.trim());
  } catch {
    return undefined;
  }
}

/**
 * True when `url`'s origin is exactly one of `origins` (scheme, host and port all equal; a
 * sub-domain or a look-alike host does not match).
 */
export function isOnOrigins(url: URL, origins: readonly string[]): boolean {
  return origins.some((origin) => parse(origin)?.origin === url.origin);
}

/**
 * The address of a script the kit may load: an absolute https address (http only on a loopback
 * host) whose origin is exactly one of `origins`. Site config's inject-script and the captcha
 * script loader decide with this one rule.
 * @returns the normalised address, or undefined when it is refused (`data:`, `javascript:`,
 *   plain http, an origin not listed, anything that does not parse).
 */
export function allowedScriptUrl(candidate: string, origins: readonly string[]): string | undefined {
  const url = parse(candidate);
  if (!url || !isTrustworthyUrl(url)) return undefined;
  return isOnOrigins(url, origins) ? url.href : undefined;
}

/** The origin of an https address (http only on a loopback host), else undefined. */
export function trustworthyOrigin(candidate: string): string | undefined {
  const url = parse(candidate);
  return url && isTrustworthyUrl(url) ? url.origin : undefined;
}

/**
 * Checks an allow-list option of origins (script origins, navigation origins): each entry an
 * origin alone (`https://cdn.example.com`, no path), https (http only for a loopback host).
 * @param name - the option's name, for the message (`siteConfig scriptOrigins`).
 * @returns the origins, normalised (`https://cdn.example.com`).
 * @throws CampaignKitError `INVALID_ARGUMENT` '{name} needs https origins like https://cdn.example.com, got {entry}'
 *   ('{name} needs a list of origins like ...' when it is not a list).
 */
export function validateOriginList(name: string, origins: readonly unknown[] | undefined): readonly string[] {
  if (origins !== undefined && !Array.isArray(origins)) {
    throw new CampaignKitError('INVALID_ARGUMENT', `${name} needs a list of origins like https://cdn.example.com, got ${JSON.stringify(origins)}`);
  }
  return (origins ?? []).map((origin) => {
    const url = typeof origin === 'string' && /^https?:\/\/[^/]+\/?$/i.test(origin) ? parse(origin) : undefined;
    if (!url || !isTrustworthyUrl(url)) {
      const shown = typeof origin === 'string' ? origin : JSON.stringify(origin);
      throw new CampaignKitError('INVALID_ARGUMENT', `${name} needs https origins like https://cdn.example.com, got ${shown}`);
    }
    return url.origin;
  });
}
