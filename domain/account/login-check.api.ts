import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { ApiClient } from '../http/api-client';

interface LoginCheckData {
  readonly has_login?: boolean;
  readonly user_id?: number | string;
  readonly user_id_string?: string;
}

/**
 * GET /act/{app_id}/passport/login_check, with the 'Not Login!' rules:
 * a non-zero code, has_login false, or no user id.
 *
 * @returns the logged-in user's id as a string.
 * @throws CampaignKitError `NOT_LOGIN` ('Not Login!'); `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
 */
export async function loginCheck(client: ApiClient, appId: string, activityId: string): Promise<string> {
  const envelope = await client.activityEnvelope<LoginCheckData>({
    method: 'GET',
    path: `/act/${encodeURIComponent(appId)}/passport/login_check`,
    query: { activity_id: activityId },
  });
  const userId = envelope.data?.user_id_string ?? (envelope.data?.user_id === undefined ? undefined : String(envelope.data.user_id));
  if (envelope.code !== 0 || envelope.data?.has_login !== true || !userId) {
    throw new CampaignKitError('NOT_LOGIN', MESSAGES.notLogin, { errorCode: envelope.code, logId: envelope.logId });
  }
  return userId;
}
