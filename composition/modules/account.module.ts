import { ContainerModule } from 'inversify';
import { AccountService } from '../../domain/account/account.service';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';

/** Binds the account service (mobile sign-in, login check, account info, logout). */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Account)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const captcha = resolveOptional(ctx, PORTS.Captcha);
      const account = new AccountService({
        http: resolve(ctx, PORTS.Http),
        page: resolve(ctx, PORTS.Page),
        clock: resolve(ctx, PORTS.Clock),
        captcha,
        storage: resolve(ctx, PORTS.Storage),
      });
      account.init({
        aid: options.aid,
        appId: options.appId,
        activityId: options.activityId,
        apiOrigin: options.apiOrigin,
        ssoOrigin: options.ssoOrigin,
        countdownSeconds: options.countdownSeconds,
      });
      return account;
    })
    .inSingletonScope();
});
