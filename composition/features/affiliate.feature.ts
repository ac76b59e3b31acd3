import { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import { PassportClient } from '../../domain/passport/passport.client';
import type { Feature, KitParts } from '../feature';
import type { AffiliateOptions } from './affiliate.options';
import { featureOptions } from './feature-options';
import { challengesPart, passportConnection } from './passport.module';

export type { AffiliateOptions } from './affiliate.options';

/** What `affiliate()` adds to the kit. */
export interface AffiliateMembers {
  /** The affiliate area: its session, subjects, deputies, roles, invitations and manager transfer. */
  readonly affiliate: AffiliateArea;
}

/**
 * The enterprise affiliate area as `kit.affiliate`: every /passport/aff/web/ call,
 * typed and grouped (`account`, `invitations`, `subjects`, `roles`, `admin`), over the passport's
 * conventions (common params, CSRF header, signing, the challenge loop), and `session`, the
 * logged-in person's subjects, identity and permissions. Its console is `campaign-kit/affiliate/react`.
 * @throws CampaignKitError `INVALID_ARGUMENT` from a call given bad paging or an empty required
 *   field; `SERVER` with the server's message for a refusal (see docs/affiliate.md).
 * @example
 * ```ts
 * const kit = createCampaignKit({ aid: 1128, appId: '1000', activityId: 'spring', features: [affiliate({ subjectAid: 77 })] });
 * await kit.affiliate.session.restore();
 * ```
 */
export function affiliate(options: AffiliateOptions = {}): Feature<'affiliate', AffiliateMembers, Pick<KitParts, 'challenges'>> {
  options = featureOptions('affiliate', options);
  return {
    name: 'affiliate',
    members: {
      affiliate: (ctx) => {
        const { ports, config } = passportConnection(ctx);
        const client = new PassportClient(ports, {
          ...config,
          origin: options.origin ?? config.origin,
          subjectAid: options.subjectAid ?? config.subjectAid,
          affMultiLogin: options.multiLogin ?? config.affMultiLogin,
        });
        return new AffiliateArea(client);
      },
    },
    parts: { challenges: challengesPart },
  };
}
