import { CampaignKitError } from '../../ports/errors';
import { isOnOrigins } from './allowed-origins';

/**
 * Where the kit may send the browser on its own (logout `next`, a return address, a download):
 * the page's own origin, or an origin the page allows.
 */
export interface NavigationPolicy {
  /** The page's address (`PagePort.url()`); its origin is always allowed. */
  readonly pageUrl: string;
  /** More origins (`https://passport.example.com`), compared exactly. Defaults to none. */
  readonly allowedOrigins?: readonly string[];
}

/**
 * The address as a browser reads it: tabs and line breaks anywhere are dropped, and leading
 * spaces and control characters trimmed (the URL standard), so `/\t/evil.com` is `//evil.com`.
 */
function asBrowserReads(href: string): string {
  return href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
}

/**
 * True for an address that names another host without a scheme: `//evil.com`, and the forms
 * browsers read the same way, `/\evil.com`, `\\evil.com`, `\/evil.com`, with tabs or line breaks
 * inside or spaces in front.
 */
export function isSchemeRelative(href: string): boolean {
  return /^[\\/]{2}/.test(asBrowserReads(href));
}

/**
 * An address a link on the page may have: an absolute http(s) address, or a path on the page's
 * own site (`/about`). Scheme-relative forms (`//evil.com`, `/\evil.com`) and other schemes
 * (`javascript:`, `data:`) are refused.
 * @returns the address (an absolute one normalised), or undefined when refused.
 */
export function safeHref(href: string): string | undefined {
  const read = asBrowserReads(href);
  if (isSchemeRelative(read)) return undefined;
  return read.startsWith('/') ? read : safeHttpUrl(read);
}

/** The address normalised when it is an absolute http or https URL, else undefined. */
export function safeHttpUrl(candidate: string): string | undefined {
  // The scheme test makes any address that parses an http: or https: one.
  if (!/^https?:\/\//i.test(candidate)) return undefined;
  try {
    return new URL(candidate).href;
  } catch {
    return undefined;
  }
}

/**
 * Where a navigation may go: `target` resolved against the page (a path stays on the page's
 * site), when it is http(s) and its origin is the page's or an allowed one.
 * @returns the absolute address, or undefined when refused (another origin, a scheme-relative
 *   form, `javascript:` or any other scheme, something that does not parse).
 */
export function allowedNavigation(target: string, policy: NavigationPolicy): string | undefined {
  if (typeof target !== 'string' || isSchemeRelative(target)) return undefined;
  let url: URL;
  try {
    url = new URL(asBrowserReads(target), policy.pageUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const page = new URL(policy.pageUrl);
  return url.origin === page.origin || isOnOrigins(url, policy.allowedOrigins ?? []) ? url.href : undefined;
}

/**
 * {@link allowedNavigation}, throwing when refused.
 * @param name - what the address is, for the message (`logout next`).
 * @throws CampaignKitError `INVALID_ARGUMENT` '{name} must be an address on this site or an allowed origin, got {target}'.
 */
export function requireAllowedNavigation(target: string, policy: NavigationPolicy, name: string): string {
  const allowed = allowedNavigation(target, policy);
  if (allowed === undefined) {
    throw new CampaignKitError('INVALID_ARGUMENT', `${name} must be an address on this site or an allowed origin, got ${String(target)}`);
  }
  return allowed;
}
