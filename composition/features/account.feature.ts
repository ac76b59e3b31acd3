import { ContainerModule } from 'inversify';
import { AccountService } from '../../domain/account/account.service';
import { LoginWidgetMachine, type LoginWidgetOptions } from '../../domain/login-widget/login-widget.machine';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';
import type { AccountOptions } from './account.options';
import { defineFeature, featureOptions } from './define-feature';
import { passportModule } from './passport.module';

export type { AccountOptions, VerificationOptions } from './account.options';

/** What {@link account} adds to the kit. */
export interface AccountMembers {
  /** Logging in by every method, the account state, binding, password, cancellation and logout. */
  readonly account: AccountService;
  /** A new easy-login widget state machine over this kit's account (and reservation, when listed). */
  createLoginWidget(options?: LoginWidgetOptions): LoginWidgetMachine;
}

/**
 * Logging in and the account: `kit.account`. Only the single-sign-on code login is
 * bundled with the page; the passport web logins, QR, app authorisation, providers, account
 * management and the verification widget are imported on first use.
 * @example
 * ```ts
 * const kit = createCampaignKit({ aid: 1128, appId: '1', activityId: 'spring', features: [account({ captcha })] });
 * await kit.account.sendCode('13800000000');
 * ```
 */
export function account(options: AccountOptions = {}) {
  options = featureOptions('account', options);
  const module = new ContainerModule(({ bind }) => {
    bind(FEATURE_OPTIONS.Account).toConstantValue(options);
    bind(SERVICES.Account)
      .toDynamicValue((ctx) => {
        const settings = resolve(ctx, SERVICES.Settings);
        const service = new AccountService({
          http: resolve(ctx, PORTS.Http),
          page: resolve(ctx, PORTS.Page),
          clock: resolve(ctx, PORTS.Clock),
          storage: resolve(ctx, PORTS.Storage),
          challenges: resolve(ctx, SERVICES.Challenges),
          scriptLoader: resolve(ctx, PORTS.ScriptLoader),
          signer: resolveOptional(ctx, PORTS.Signer),
          bridge: resolve(ctx, PORTS.Bridge),
          random: resolve(ctx, PORTS.Random),
          popup: resolveOptional(ctx, PORTS.Popup),
        });
        service.init({
          aid: settings.aid,
          navigationOrigins: settings.navigationOrigins,
          appId: settings.appId,
          activityId: settings.activityId,
          apiOrigin: settings.apiOrigin,
          ssoOrigin: settings.ssoOrigin,
          passport: settings.passport,
          sms: options.sms,
          countdownSeconds: options.countdownSeconds,
          appAuth: options.appAuth,
          providers: resolveOptional(ctx, SERVICES.Providers),
          // The account cache's server and role lists come from the servers feature when listed.
          lists: resolveOptional(ctx, SERVICES.Servers),
        });
        return service;
      })
      .inSingletonScope();
  });

  return defineFeature<'account', AccountMembers>({
    name: 'account',
    modules: [passportModule, module],
    members: {
      account: (ctx) => ctx.get(SERVICES.Account),
      createLoginWidget: (ctx) => (widgetOptions) =>
        new LoginWidgetMachine(
          { account: ctx.get(SERVICES.Account), reservation: ctx.find(SERVICES.Reservation), os: ctx.get(SERVICES.Device).os },
          widgetOptions,
        ),
    },
  });
}
