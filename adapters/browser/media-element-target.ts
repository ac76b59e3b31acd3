import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/**
 * `target` as a page element matching `selector` (any element for `''`).
 * @throws CampaignKitError `INVALID_ARGUMENT` 'the media player needs a page element: {what}'.
 */
export function elementOf<T extends Element>(target: unknown, selector: string, what: string): T {
  const element = target as Element | null;
  if (element?.nodeType !== 1 || (selector !== '' && !element.matches(selector))) throw new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.mediaTarget}${what}`);
  return element as T;
}
