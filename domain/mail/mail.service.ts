import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { HttpPort } from '../../ports/http.port';
import { isEmail } from '../shared/email-rule';
import { validateOrigin } from '../config/validate';
import { ApiClient } from '../http/api-client';

/** One email-collection submission (mail/send). */
export interface MailSubmission {
  readonly email: string;
  readonly appId: string;
  readonly activityId: string;
  readonly userName?: string;
  readonly content?: string;
  /** The activity's name or label, sent as `activity`. */
  readonly activity?: string;
}

/**
 * Email collection: POST /external_activity/common/mail/send with user_name, email,
 * content, activity, app_id, activity_id; code 0 is success.
 * @example
 * ```ts
 * await new MailService({ http }, apiOrigin).send({ email: 'a@b.co', appId: '1', activityId: 'spring' });
 * ```
 */
export class MailService {
  readonly #client: ApiClient;

  /** @throws CampaignKitError `INVALID_ARGUMENT` for an origin that is not http(s). */
  constructor(ports: { http: HttpPort }, apiOrigin: string) {
    this.#client = new ApiClient(ports.http, validateOrigin('apiOrigin', apiOrigin));
  }

  /**
   * Sends the submission.
   * @throws CampaignKitError `INVALID_ARGUMENT` 'email collection requires email, app_id and
   *   activity_id' (also for an email that is not an address, or is over 254 characters);
   *   `SERVER` with the server's message (or 'code is not 0!'); `HTTP_STATUS`, `NETWORK`, `TIMEOUT`.
   */
  async send(submission: MailSubmission): Promise<void> {
    const { email, appId, activityId } = submission ?? ({} as MailSubmission);
    if (!email || !appId || !activityId) throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.mailFields);
    if (typeof email !== 'string' || !isEmail(email)) throw new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.mailFields}: email is not an address`);
    await this.#client.activity({
      method: 'POST',
      path: '/external_activity/common/mail/send',
      body: {
        user_name: submission.userName ?? '',
        email,
        content: submission.content ?? '',
        activity: submission.activity ?? '',
        app_id: String(appId),
        activity_id: String(activityId),
      },
    });
  }
}
