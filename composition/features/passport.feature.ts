import { createPassportClients } from '../../domain/passport/passport-connection';
import { PassportService } from '../../domain/passport/passport.service';
import type { Feature, KitParts } from '../feature';
import { challengesPart, passportConnection } from './passport.module';

/**
 * The typed raw passport calls as `kit.passport`, grouped by family (code, login,
 * register, bind, password, verify, cancel, openAuth, qr, mobileWeb). Where the passport lives is
 * the kit's `passport` option; logging in, and the account, are `account()`'s `kit.account`.
 */
export function passport(): Feature<'passport', { passport: PassportService }, Pick<KitParts, 'challenges'>> {
  return {
    name: 'passport',
    members: {
      passport: (ctx) => {
        const connection = passportConnection(ctx);
        const { client, sso } = createPassportClients(connection);
        return new PassportService(client, { sso, mobileWebPaths: connection.mobileWebPaths });
      },
    },
    parts: { challenges: challengesPart },
  };
}
