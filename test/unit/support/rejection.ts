import type { CampaignKitError } from '../../../ports/errors';

/** What `promise` rejected with, or undefined when it resolved: for asserting on the kit's typed errors. */
export function rejection(promise: Promise<unknown>): Promise<CampaignKitError | undefined> {
  return promise.then(
    () => undefined,
    (error: CampaignKitError) => error,
  );
}
