import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { ShareInfo } from './share.types';

/**
 * 'the share helper needs share info': url and image absolute http(s) addresses, title
 * non-empty, description a string.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'the share helper needs share info', then what is
 *   missing or wrong (e.g. '...: url must be an http(s) address').
 */
export function validateShareInfo(info: unknown): ShareInfo {
  if (typeof info !== 'object' || info === null) throw invalidShareInfo('url, title, description and image are missing');
  const { url, title, description, image } = info as Record<string, unknown>;
  if (!isHttpUrl(url)) throw invalidShareInfo('url must be an http(s) address');
  if (typeof title !== 'string' || title.trim() === '') throw invalidShareInfo('title is missing');
  if (typeof description !== 'string') throw invalidShareInfo('description must be a string');
  if (!isHttpUrl(image)) throw invalidShareInfo('image must be an http(s) address');
  return { url, title, description, image };
}

/** CampaignKitError `INVALID_ARGUMENT` 'the share helper needs share info: {detail}'. */
export function invalidShareInfo(detail: string): CampaignKitError {
  return new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.shareInfo}: ${detail}`);
}

/** True for an absolute http(s) address. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
