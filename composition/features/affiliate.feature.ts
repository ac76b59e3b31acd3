import { ContainerModule } from 'inversify';
import { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import { PassportClient } from '../../domain/passport/passport.client';
import { SERVICES } from '../tokens';
import type { AffiliateOptions } from './affiliate.options';
import { defineFeature, featureOptions } from './define-feature';
import { passportConnection, passportModule } from './passport.module';

export type { AffiliateOptions } from './affiliate.options';

/**
 * The enterprise affiliate area as `kit.affiliate`: every /passport/aff/web/ call,
 * typed and grouped (`account`, `invitations`, `subjects`, `roles`, `admin`), over the passport's
 * conventions (common params, CSRF header, signing, the challenge loop), and `session`, the
 * signed-in person's subjects, identity and permissions. Its console is `campaign-kit/affiliate/react`.
 * @throws CampaignKitError `INVALID_ARGUMENT` from a call given bad paging or an empty required
 *   field; `SERVER` with the server's message for a refusal (see docs/affiliate.md).
 * @example
 * ```ts
 * const kit = createCampaignKit({ aid: 1128, appId: '1000', activityId: 'spring', features: [affiliate({ subjectAid: 77 })] });
 * await kit.affiliate.session.restore();
 * ```
 */
export function affiliate(options: AffiliateOptions = {}) {
  options = featureOptions('affiliate', options);
  const module = new ContainerModule(({ bind }) => {
    bind(SERVICES.Affiliate)
      .toDynamicValue((ctx) => {
        const { ports, config } = passportConnection(ctx);
        const client = new PassportClient(ports, {
          ...config,
          origin: options.origin ?? config.origin,
          subjectAid: options.subjectAid ?? config.subjectAid,
          affMultiLogin: options.multiLogin ?? config.affMultiLogin,
        });
        return new AffiliateArea(client);
      })
      .inSingletonScope();
  });
  return defineFeature<'affiliate', { affiliate: AffiliateArea }>({
    name: 'affiliate',
    modules: [passportModule, module],
    members: { affiliate: (ctx) => ctx.get(SERVICES.Affiliate) },
  });
}
