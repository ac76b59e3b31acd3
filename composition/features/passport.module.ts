import { ContainerModule } from 'inversify';
import { CaptchaWidget } from '../../domain/captcha/captcha-widget';
import { VerificationScriptLoader } from '../../domain/captcha/verification-script.loader';
import { ChallengeRunner } from '../../domain/passport/challenge-runner';
import { PassportClient } from '../../domain/passport/passport.client';
import { PassportService } from '../../domain/passport/passport.service';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';

/**
 * The passport client every passport path shares (SPEC §7 conventions, §4 challenges), bound once
 * whether `account()`, `passport()` or both are listed. The challenges are shown with the
 * account feature's captcha, second-verification and verification-widget options.
 */
export const passportModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.CaptchaWidget)
    .toDynamicValue((ctx) => {
      const settings = resolve(ctx, SERVICES.Settings);
      const verification = resolveOptional(ctx, FEATURE_OPTIONS.Account)?.verification;
      const sdk = resolveOptional(ctx, PORTS.VerificationSdk);
      const loader = new VerificationScriptLoader(
        { scriptLoader: resolve(ctx, PORTS.ScriptLoader), clock: resolve(ctx, PORTS.Clock), http: resolve(ctx, PORTS.Http), sdk: sdk ?? { get: () => undefined } },
        { settingsUrl: verification?.settingsUrl, scripts: verification?.scripts, onError: verification?.onError },
      );
      return new CaptchaWidget(loader, { aid: settings.aid, lang: verification?.lang, region: settings.passport.region });
    })
    .inSingletonScope();

  bind(SERVICES.Passport)
    .toDynamicValue((ctx) => {
      const settings = resolve(ctx, SERVICES.Settings);
      const account = resolveOptional(ctx, FEATURE_OPTIONS.Account);
      const challenges = new ChallengeRunner({
        widget: resolveOptional(ctx, PORTS.VerificationSdk) ? resolve(ctx, SERVICES.CaptchaWidget) : undefined,
        captcha: account?.captcha,
        secondVerify: account?.secondVerify,
      });
      const ports = {
        http: resolve(ctx, PORTS.Http),
        page: resolve(ctx, PORTS.Page),
        scriptLoader: resolve(ctx, PORTS.ScriptLoader),
        signer: resolveOptional(ctx, PORTS.Signer),
        challenges,
      };
      const { passport } = settings;
      const config = {
        aid: settings.aid,
        region: passport.region,
        language: passport.language,
        subjectAid: passport.subjectAid,
        affMultiLogin: passport.affMultiLogin,
        signingScriptUrl: passport.signingScriptUrl,
      };
      const origin = passport.origin ?? settings.ssoOrigin;
      const client = new PassportClient(ports, { ...config, origin });
      // The mobile-web area lives on the single-sign-on host, which may differ from the passport's.
      const sso = origin === settings.ssoOrigin ? client : new PassportClient(ports, { ...config, origin: settings.ssoOrigin });
      return new PassportService(client, { sso, mobileWebPaths: passport.mobileWebPaths });
    })
    .inSingletonScope();
});
