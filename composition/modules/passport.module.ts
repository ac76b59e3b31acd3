import { ContainerModule } from 'inversify';
import { SignInService } from '../../domain/account/sign-in.service';
import type { AppAuthOptions } from '../../domain/account/app-auth-login';
import type { MobileWebPaths } from '../../domain/passport/api/mobile-web.api';
import type { ProviderSetting } from '../../domain/account/providers/provider-settings';
import { ChallengeRunner } from '../../domain/passport/challenge-runner';
import { PassportClient } from '../../domain/passport/passport.client';
import type { PassportRegion } from '../../domain/passport/passport.config';
import { PassportService } from '../../domain/passport/passport.service';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';
import { CAPTCHA_WIDGET } from './captcha.module';

/** Options of the passport client and the sign-in methods (SPEC §7 introduction, §4). */
export interface PassportOptions {
  /** Origin of the /passport/web calls. Defaults to `ssoOrigin`. */
  readonly origin?: string;
  /** Picks the signing script. Defaults to `cn`. */
  readonly region?: PassportRegion;
  /** Sent as `language`. Defaults to `zh`. */
  readonly language?: string;
  readonly subjectAid?: number;
  readonly affMultiLogin?: boolean;
  /** The security signing script, or `false` for none. Defaults to the region's CDN address. */
  readonly signingScriptUrl?: string | false;
  /** App-authorisation login options (SPEC §4). */
  readonly appAuth?: AppAuthOptions;
  /** Third-party providers (SPEC §3); when given, a provider return in the address is handled at start. */
  readonly providers?: readonly ProviderSetting[];
  /** Overrides of the older mobile-web area's paths (`MOBILE_WEB_PATHS`, SPEC §7), on `ssoOrigin`. */
  readonly mobileWebPaths?: Partial<MobileWebPaths>;
}

/** Binds the passport client (with the challenge runner), the passport calls and the sign-in methods. */
export const passportModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Passport)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const challenges = new ChallengeRunner({
        widget: resolveOptional(ctx, PORTS.VerificationSdk) ? resolve(ctx, CAPTCHA_WIDGET) : undefined,
        captcha: resolveOptional(ctx, PORTS.Captcha),
        secondVerify: resolveOptional(ctx, PORTS.SecondVerify),
      });
      const ports = {
        http: resolve(ctx, PORTS.Http),
        page: resolve(ctx, PORTS.Page),
        scriptLoader: resolve(ctx, PORTS.ScriptLoader),
        signer: resolveOptional(ctx, PORTS.Signer),
        challenges,
      };
      const config = {
        aid: options.aid,
        region: options.passport?.region,
        language: options.passport?.language,
        subjectAid: options.passport?.subjectAid,
        affMultiLogin: options.passport?.affMultiLogin,
        signingScriptUrl: options.passport?.signingScriptUrl,
      };
      const origin = options.passport?.origin ?? options.ssoOrigin;
      const client = new PassportClient(ports, { ...config, origin });
      // The mobile-web area lives on the single-sign-on host, which may differ from the passport's.
      const sso = origin === options.ssoOrigin ? client : new PassportClient(ports, { ...config, origin: options.ssoOrigin });
      return new PassportService(client, { sso, mobileWebPaths: options.passport?.mobileWebPaths });
    })
    .inSingletonScope();

  bind(SERVICES.SignIn)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
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
        // The account cache's server and role lists come from the servers service (SPEC §3).
        { appAuth: options.passport?.appAuth, apiOrigin: options.apiOrigin, aid: options.aid, lists: resolve(ctx, SERVICES.Servers) },
      );
      if (options.passport?.providers) {
        signIn.providers.init(options.passport.providers);
        // The outcome lands in providers.state and providers.redirectLogin.
        signIn.providers.handleReturn().catch(() => undefined);
      }
      return signIn;
    })
    .inSingletonScope();
});
