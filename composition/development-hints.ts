import { originAnswers, registrableDomain } from '../adapters/browser/development-probes';
import type { HttpPort } from '../ports/http.port';
import { CampaignKitError } from '../ports/errors';
import type { AnyFeature } from './feature';
import type { PlatformPorts } from './platform/platform-ports';
import type { KitSettings } from './settings';

/**
 * Hints for the developer, on the console, in a development build only: createCampaignKit adds
 * them behind a `process.env.NODE_ENV` check that bundlers fold, so a production build carries
 * none of this and says nothing. Each hint shows once per page load (hot reload makes new kits).
 */

/** The hints shown on this page load. */
const shown = new Set<string>();

/** Calls `warn` with `message` unless the hint `kind` was shown already on this page load. */
function once(kind: string, message: string, warn: (message: string) => void, seen: Set<string>): void {
  if (seen.has(kind)) return;
  seen.add(kind);
  warn(message);
}

/** The hint for a call CORS refused: the same words as the contract server's log line. */
export function corsRefusalHint(target: string, page: string): string {
  return (
    `campaign-kit: ${target} answers, but not to this page: its answers carry no CORS permission for ${page}, so the browser keeps them from the page (the calls fail as network errors). ` +
    `If it is campaign-kit's contract server, start it with --origin ${page} (corsOrigins: ['${page}'] from code); its log names every refused origin. ` +
    `Another backend must allow ${page} with credentials. (A development build's hint; production builds say nothing.)`
  );
}

/**
 * The transport, telling the page's first call that CORS refused: a call to another origin that
 * failed with `NETWORK` (no readable answer) while that origin does answer (`answers`, a `no-cors`
 * request). A server that is down gives no hint. The call's own error is unchanged.
 * @param pageUrl - the page's address, which relative call addresses resolve against.
 */
export function withCorsHint(http: HttpPort, pageUrl: string, answers: (origin: string) => Promise<boolean>, warn: (message: string) => void, seen: Set<string> = shown): HttpPort {
  const page = new URL(pageUrl).origin;
  return {
    async request(request) {
      try {
        return await http.request(request);
      } catch (error) {
        const target = error instanceof CampaignKitError && error.code === 'NETWORK' && !seen.has('cors') ? new URL(request.url, pageUrl).origin : page;
        if (target !== page) void answers(target).then((yes) => yes && once('cors', corsRefusalHint(target, page), warn, seen));
        throw error;
      }
    },
  };
}

/** The login services' origins a kit calls, by what they are called in the options. */
export interface LoginOrigins {
  /** `ssoOrigin`, the single sign-on calls. */
  readonly sso: string;
  /** `passport.origin`, the passport calls. */
  readonly passport: string;
}

/**
 * Whether `origin` is on the page's site: the same scheme, and a host that is the page's
 * registrable domain or below it. Ports do not count; hosts do (`localhost` and `127.0.0.1` are
 * two sites).
 */
export function onSite(origin: string, page: { readonly protocol: string; readonly site: string }): boolean {
  const { protocol, hostname } = new URL(origin);
  return protocol === page.protocol && (hostname === page.site || hostname.endsWith(`.${page.site}`));
}

/** The warning for login origins on another site than the page's, or undefined when they are on it. */
export function crossSiteLoginWarning(origins: LoginOrigins, page: { readonly origin: string; readonly protocol: string; readonly site: string }): string | undefined {
  const named = [
    ...(onSite(origins.sso, page) ? [] : [`the single-sign-on origin (ssoOrigin ${origins.sso})`]),
    ...(onSite(origins.passport, page) ? [] : [`the passport (passport.origin ${origins.passport})`]),
  ];
  if (named.length === 0) return undefined;
  return (
    `campaign-kit: ${named.join(' and ')} ${named.length > 1 ? 'are' : 'is'} on another site than this page (${page.origin}, site ${page.protocol}//${page.site}). ` +
    'Its login cookies are third-party cookies here: Safari, iOS webviews and Firefox in strict mode refuse them, so logins do not stick there. ' +
    "Serve the page on the login service's site, or have this page's own origin proxy it (and point the kit at that origin). " +
    "(A development build's hint; production builds say nothing.)"
  );
}

/** Warns once when a kit's login origins are on another site than the page's (see {@link crossSiteLoginWarning}). */
export function warnCrossSiteLogin(origins: LoginOrigins, page: { readonly origin: string; readonly protocol: string; readonly site: string }, warn: (message: string) => void, seen: Set<string> = shown): void {
  const message = crossSiteLoginWarning(origins, page);
  if (message) once('cross-site', message, warn, seen);
}

/** The features that log in through the single sign-on and the passport. */
const LOGIN_FEATURES = new Set(['account', 'passport', 'providers', 'affiliate']);

/**
 * The development build's hints for a kit on a browser page: the transport tells the first call
 * CORS refused ({@link withCorsHint}), and a kit that logs in warns when its login origins are on
 * another site than the page ({@link warnCrossSiteLogin}).
 */
export function withDevelopmentHints(ports: PlatformPorts, settings: KitSettings, features: readonly AnyFeature[], window: Window): PlatformPorts {
  const warn = (message: string) => console.warn(message);
  const { href, origin, protocol, hostname } = window.location;
  if (features.some((feature) => LOGIN_FEATURES.has(feature.name))) {
    warnCrossSiteLogin({ sso: settings.ssoOrigin, passport: settings.passport.origin ?? settings.ssoOrigin }, { origin, protocol, site: registrableDomain(window.document, hostname) }, warn);
  }
  return { ...ports, http: withCorsHint(ports.http, href, (target) => originAnswers(window.fetch.bind(window), target), warn) };
}
