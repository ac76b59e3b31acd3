import { PassportClient } from '../passport/passport.client';
import type { PassportConnection } from '../passport/passport-connection';
import { AffiliateApi } from './affiliate.service';
import { AffiliateSession } from './affiliate-session';

/**
 * `kit.affiliate`: the affiliate area's typed calls by family (`account`, `invitations`,
 * `subjects`, `roles`, `admin`) and the {@link AffiliateSession} that knows the logged-in person's
 * subjects, current identity and permissions.
 * @example
 * ```ts
 * await kit.affiliate.session.loginWithCode({ mobile, code });
 * const page = await kit.affiliate.subjects.listDeputies({ page: 1 });
 * ```
 */
export class AffiliateArea extends AffiliateApi {
  readonly session: AffiliateSession;

  constructor(client: PassportClient) {
    super(client);
    this.session = new AffiliateSession(this);
  }
}

/**
 * Builds the affiliate area by hand from ports, without the container (a page that needs only the
 * affiliate client): the passport's conventions come from `config` (origin, aid, subject_aid,
 * aff_multi_login, signing script, CSRF cookie).
 * @example
 * ```ts
 * const affiliate = createAffiliateArea({ http: new FetchHttpAdapter(), page: new WindowPageAdapter() }, { origin, aid: 1128, subjectAid: 77 });
 * ```
 */
export function createAffiliateArea(ports: PassportConnection['ports'], config: PassportConnection['config']): AffiliateArea {
  return new AffiliateArea(new PassportClient(ports, config));
}
