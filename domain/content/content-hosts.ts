import { CampaignKitError } from '../../ports/errors';
import { validateOrigin } from '../config/validate';
import { isNonProductionHost } from '../servers/environment-filter';
import type { ContentHostOptions, ContentHosts } from './content.types';

/**
 * The content service's origin per region and environment: the 8 combinations (boe,
 * cn, sg, va; each sandbox or online).
 *
 * @remarks The spec names the combinations but not the publisher's host names, so these are
 * placeholders on a reserved domain: a page replaces the entries it uses with `hosts` (or gives
 * its own origin), as docs/content.md shows.
 */
export const CONTENT_HOSTS: ContentHosts = {
  boe: { sandbox: 'https://content-boe-sandbox.example.com', online: 'https://content-boe.example.com' },
  cn: { sandbox: 'https://content-cn-sandbox.example.com', online: 'https://content-cn.example.com' },
  sg: { sandbox: 'https://content-sg-sandbox.example.com', online: 'https://content-sg.example.com' },
  va: { sandbox: 'https://content-va-sandbox.example.com', online: 'https://content-va.example.com' },
};

/**
 * The content service's origin for a page: the host table's entry for the region
 * (default `cn`) and the environment, an override in `hosts` replacing the built-in one. The
 * environment, unless given, is `sandbox` when the page's host contains sandbox, is localhost (or
 * loopback) or is one of `internalHosts` (the rule the server list uses too), else `online`.
 * @param pageUrl - the page's address.
 * @returns an origin without a trailing slash, e.g. `https://content-cn.example.com`.
 * @throws CampaignKitError `INVALID_ARGUMENT` for a region or environment, or an
 *   override that is not an http(s) origin.
 * @example
 * ```ts
 * const content = new ContentService({ http }, { appId: '1000', origin: contentHost(location.href, { region: 'sg', hosts: { sg: { online: 'https://content.example.com' } } }) });
 * ```
 */
export function contentHost(pageUrl: string, { region = 'cn', environment, internalHosts, hosts }: ContentHostOptions = {}): string {
  const env = environment ?? (isNonProductionHost(pageUrl, internalHosts) ? 'sandbox' : 'online');
  // Own entries only: a region such as 'toString' is no entry of the table.
  const builtIn = Object.prototype.hasOwnProperty.call(CONTENT_HOSTS, region) && Object.prototype.hasOwnProperty.call(CONTENT_HOSTS[region], env) ? CONTENT_HOSTS[region][env] : undefined;
  if (!builtIn) throw new CampaignKitError('INVALID_ARGUMENT', `content region must be cn, sg, va or boe and environment sandbox or online, got ${region} and ${env}`);
  return validateOrigin('content host', hosts?.[region]?.[env] ?? builtIn);
}
