import { CampaignKitError } from '../../../ports/errors';
import * as MESSAGES from '../../../ports/messages';
import type { HttpMethod } from '../../../ports/http.port';
import type { PassportClient } from '../../passport/passport.client';
import type { AffiliateContact, PageOptions } from '../affiliate.types';
import { AFFILIATE_PREFIX } from '../affiliate-wire';

/** defaults of the affiliate lists and flags. */
export const AFFILIATE_DEFAULTS = { page: 1, pageSize: 10, isFrozen: 0 } as const;

/**
 * Sends one affiliate call through the passport client (CSRF header, common params, obfuscation,
 * signing, the answer reading and the challenge loop) and returns its data.
 */
export async function affiliateCall(client: PassportClient, method: HttpMethod, path: string, params?: Readonly<Record<string, unknown>>): Promise<unknown> {
  const { data } = await client.request({ method, path: `${AFFILIATE_PREFIX}/${path}`, params });
  return data;
}

/**
 * The paging of a list call, checked: `{page}` goes in the path, `page_size` in the query.
 * @throws CampaignKitError `INVALID_ARGUMENT` when page or page size is not a whole number of at least 1.
 */
export function paging(options: PageOptions = {}): { page: number; pageSize: number } {
  const page = options.page ?? AFFILIATE_DEFAULTS.page;
  const pageSize = options.pageSize ?? AFFILIATE_DEFAULTS.pageSize;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
    throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.affiliatePaging, { data: { page, pageSize } });
  }
  return { page, pageSize };
}

/**
 * Checks that each named field is a non-empty string or a number.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'affiliate call is missing a required field: {field}'.
 */
export function required(fields: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(fields)) {
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') continue;
    throw new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.affiliateMissing}: ${name}`);
  }
}

/**
 * The wire fields of a contact: `mobile` or `email`.
 * @throws CampaignKitError `INVALID_ARGUMENT` when neither is given.
 */
export function contactParams(contact: AffiliateContact): { mobile?: string; email?: string } {
  if (contact.mobile !== undefined && contact.mobile !== '') return { mobile: contact.mobile };
  if (contact.email !== undefined && contact.email !== '') return { email: contact.email };
  throw new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.affiliateMissing}: mobile or email`);
}
