import { ContainerModule } from 'inversify';
import { AccountService } from '../../domain/account/account.service';
import type { AppAuthOptions } from '../../domain/account/app-auth-login';
import type { ProviderSetting } from '../../domain/account/providers/provider-settings';
import { SignInService } from '../../domain/account/sign-in.service';
import type { VerificationLoadError } from '../../domain/captcha/verification-script.loader';
import { LoginWidgetMachine, type LoginWidgetOptions } from '../../domain/login-widget/login-widget.machine';
import type { CaptchaPort } from '../../ports/captcha.port';
import type { SecondVerifyPort } from '../../ports/second-verify.port';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';
import { defineFeature } from './define-feature';
import { passportModule } from './passport.module';

/** Options of the verification (captcha) widget (SPEC §4, §8, §9). */
export interface VerificationOptions {
  /** Where the verification settings (`{ script_urls }`) are read; on failure the default addresses are used. */
  readonly settingsUrl?: string;
  /** The script addresses (primary, then backups) instead of the defaults. */
  readonly scripts?: readonly string[];
  /** The widget's language. Defaults to `zh` (SPEC §9). */
  readonly lang?: string;
  /** The init error callback: type `loadJSSDK` (SPEC §8). */
  readonly onError?: (error: VerificationLoadError) => void;
}

/** Options of {@link account}. */
export interface AccountOptions {
  /** Seconds code sending stays locked. Defaults to `60` s (SPEC §9). */
  readonly countdownSeconds?: number;
  /** Shows picture-captcha demands (SPEC §8 error 1105). Without one (and no verification widget), a demand fails with `CAPTCHA_REQUIRED`. */
  readonly captcha?: CaptchaPort;
  /** Shows the second-verification dialog (SPEC §4, §8 error 2046); without it the captcha is rerun. */
  readonly secondVerify?: SecondVerifyPort;
  /** The verification widget's script addresses, settings and language (SPEC §4, §8, §9). */
  readonly verification?: VerificationOptions;
  /** App-authorisation login (SPEC §4). */
  readonly appAuth?: AppAuthOptions;
  /** Third-party providers (SPEC §3); a provider's return in the address is handled by `kit.start()`. */
  readonly providers?: readonly ProviderSetting[];
}

/** What {@link account} adds to the kit. */
export interface AccountMembers {
  /** Sign-in by every method, the account state, binding, reset and logout (SPEC §4, §7). */
  readonly account: AccountService;
  /** @deprecated Being folded into `account`. */
  readonly signIn: SignInService;
  /** A new easy-login widget state machine over this kit's account (and reservation, when listed) (SPEC §4). */
  createLoginWidget(options?: LoginWidgetOptions): LoginWidgetMachine;
}

/**
 * Sign-in and the account: `kit.account` (SPEC §4, §7).
 * @example
 * ```ts
 * const kit = createCampaignKit({ aid: 1128, appId: '1', activityId: 'spring', features: [account({ captcha })] });
 * await kit.account.sendCode('13800000000');
 * ```
 */
export function account(options: AccountOptions = {}) {
  const module = new ContainerModule(({ bind }) => {
    bind(FEATURE_OPTIONS.Account).toConstantValue(options);
    bind(SERVICES.Account)
      .toDynamicValue((ctx) => {
        const settings = resolve(ctx, SERVICES.Settings);
        const service = new AccountService({
          http: resolve(ctx, PORTS.Http),
          page: resolve(ctx, PORTS.Page),
          clock: resolve(ctx, PORTS.Clock),
          captcha: options.captcha,
          storage: resolve(ctx, PORTS.Storage),
        });
        service.init({
          aid: settings.aid,
          appId: settings.appId,
          activityId: settings.activityId,
          apiOrigin: settings.apiOrigin,
          ssoOrigin: settings.ssoOrigin,
          countdownSeconds: options.countdownSeconds,
        });
        return service;
      })
      .inSingletonScope();
    bind(SERVICES.SignIn)
      .toDynamicValue((ctx) => {
        const settings = resolve(ctx, SERVICES.Settings);
        const signIn = new SignInService(
          {
            passport: resolve(ctx, SERVICES.Passport),
            account: resolve(ctx, SERVICES.Account),
            http: resolve(ctx, PORTS.Http),
            bridge: resolve(ctx, PORTS.Bridge),
            clock: resolve(ctx, PORTS.Clock),
            page: resolve(ctx, PORTS.Page),
            storage: resolve(ctx, PORTS.Storage),
            random: resolve(ctx, PORTS.Random),
            popup: resolveOptional(ctx, PORTS.Popup),
          },
          // The account cache's server and role lists come from the servers feature when listed (SPEC §3).
          { appAuth: options.appAuth, apiOrigin: settings.apiOrigin, aid: settings.aid, lists: resolveOptional(ctx, SERVICES.Servers) },
        );
        if (options.providers) signIn.providers.init(options.providers);
        return signIn;
      })
      .inSingletonScope();
  });

  return defineFeature<'account', AccountMembers>({
    name: 'account',
    modules: [passportModule, module],
    members: {
      account: (ctx) => {
        // Logout goes by the route the visitor signed in by; the sign-in service sets those addresses.
        ctx.get(SERVICES.SignIn);
        return ctx.get(SERVICES.Account);
      },
      signIn: (ctx) => ctx.get(SERVICES.SignIn),
      createLoginWidget: (ctx) => (widgetOptions) =>
        new LoginWidgetMachine({ account: ctx.get(SERVICES.Account), reservation: ctx.find(SERVICES.Reservation) }, widgetOptions),
    },
    start(ctx) {
      // The outcome lands in providers.state and providers.redirectLogin.
      if (options.providers) ctx.get(SERVICES.SignIn).providers.handleReturn().catch(() => undefined);
    },
  });
}
