import { ContainerModule } from 'inversify';
import { createPassportClients } from '../../domain/passport/passport-connection';
import { PassportService } from '../../domain/passport/passport.service';
import { SERVICES } from '../tokens';
import { defineFeature } from './define-feature';
import { passportConnection, passportModule } from './passport.module';

const passportServiceModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Passport)
    .toDynamicValue((ctx) => {
      const connection = passportConnection(ctx);
      const { client, sso } = createPassportClients(connection);
      return new PassportService(client, { sso, mobileWebPaths: connection.mobileWebPaths });
    })
    .inSingletonScope();
});

/**
 * The typed raw passport calls as `kit.passport`, grouped by family (code, login,
 * register, bind, password, verify, cancel, openAuth, qr, mobileWeb). Where the passport lives is
 * the kit's `passport` option; logging in, and the account, are `account()`'s `kit.account`.
 */
export function passport() {
  return defineFeature<'passport', { passport: PassportService }>({
    name: 'passport',
    modules: [passportModule, passportServiceModule],
    members: { passport: (ctx) => ctx.get(SERVICES.Passport) },
  });
}
