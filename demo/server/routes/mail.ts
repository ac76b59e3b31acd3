import { Hono } from 'hono';
import { isRecord, readBody } from '../body';
import { activityAnswer } from '../envelopes';
import type { PlatformState } from '../state/platform-state';
import { isEmail } from '../../../domain/shared/email-rule';

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Email collection: POST /external_activity/common/mail/send; the mails are kept for
 * /__dev/mails; /__dev/platform/reset forgets the mails and short links. */
export function mailRoutes(platform: PlatformState): Hono {
  const routes = new Hono();
  routes.post('/external_activity/common/mail/send', async (c) => {
    const body = await readBody(c);
    const request = isRecord(body) ? body : {};
    const mail = {
      user_name: text(request.user_name),
      email: text(request.email),
      content: text(request.content),
      activity: text(request.activity),
      app_id: text(request.app_id),
      activity_id: text(request.activity_id),
    };
    if (!mail.email || !mail.app_id || !mail.activity_id) return c.json(activityAnswer(1, 'email, app_id and activity_id are required'));
    if (!isEmail(mail.email)) return c.json(activityAnswer(2, 'email is not valid'));
    platform.receiveMail(mail);
    return c.json(activityAnswer(0, 'success'));
  });
  routes.get('/__dev/mails', (c) => c.json(platform.mails));
  routes.post('/__dev/platform/reset', (c) => {
    platform.reset();
    return c.json({ reset: true });
  });
  return routes;
}
