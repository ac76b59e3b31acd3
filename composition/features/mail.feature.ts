import { MailService } from '../../domain/mail/mail.service';
import type { Feature } from '../feature';

/** Email collection as `kit.mail`. */
export function mail(): Feature<'mail', { mail: MailService }> {
  return { name: 'mail', members: { mail: ({ ports, settings }) => new MailService({ http: ports.http }, settings.apiOrigin) } };
}
