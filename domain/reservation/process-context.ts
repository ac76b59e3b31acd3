import type { PagePort } from '../../ports/page.port';
import { osOfUserAgent, reportedOs } from '../device/os';
import { addressOf, readParams } from '../shared/url';
import type { ProcessContext } from './process.api';

/** The URL parameter that carries an invite code. */
export const SHARE_CODE_PARAM = 'share_code';

/**
 * The process payload's fields as the page gives them now (parameters, query or hash):
 * did from `device_id`, launch_from and from_source from their parameters, platform from the
 * user agent (`android`, `ios` or `pc`), share_url the invite link the visitor came by (origin,
 * path and `share_code` only) when the address carries a `share_code`. `fixed` fields win over the page's.
 */
export function pageProcessContext(page: PagePort, fixed: ProcessContext): ProcessContext {
  const url = page.url();
  const params = readParams(url);
  return {
    did: params.device_id,
    platform: reportedOs(osOfUserAgent(page.userAgent())),
    launchFrom: params.launch_from,
    fromSource: params.from_source,
    // The invite link itself: origin, path and share_code, none of the visitor's own parameters.
    shareUrl: params[SHARE_CODE_PARAM] ? addressOf(url, { keep: [SHARE_CODE_PARAM] }) : undefined,
    ...withoutUndefined(fixed),
    activityId: fixed.activityId,
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
