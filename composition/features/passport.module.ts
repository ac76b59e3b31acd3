import { ContainerModule, type ResolutionContext } from 'inversify';
import { loadOnce } from '../../domain/account/load-once';
import { ChallengeRunner } from '../../domain/passport/challenge-runner';
import type { PassportConnection } from '../../domain/passport/passport-connection';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';

/**
 * The one challenge runner every passport and single-sign-on path shares (Passport request
 * flow errors 1105 and 2046), bound once whether `account`, `passport` or both are listed.
 * The challenges are shown with the account feature's captcha, second-verification and
 * verification-widget options; the widget and its script loader are imported on the first
 * challenge that needs them.
 */
export const passportModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Challenges)
    .toDynamicValue((ctx) => {
      const settings = resolve(ctx, SERVICES.Settings);
      const account = resolveOptional(ctx, FEATURE_OPTIONS.Account);
      const sdk = resolveOptional(ctx, PORTS.VerificationSdk);
      const verification = account?.verification;
      const ports = { scriptLoader: resolve(ctx, PORTS.ScriptLoader), clock: resolve(ctx, PORTS.Clock), http: resolve(ctx, PORTS.Http) };
      const pinned = settings.scripts?.captcha;
      // A pinned SDK is what loads: its addresses, its hash, and no settings to name others.
      const scripts = pinned
        ? { scripts: [pinned.url, ...(pinned.backups ?? [])], integrity: pinned.integrity }
        : { settingsUrl: verification?.settingsUrl, scripts: verification?.scripts };
      const widget = sdk
        ? loadOnce(async () =>
            (await import('../../domain/captcha/create-captcha-widget')).createCaptchaWidget(
              { ...ports, sdk },
              { aid: settings.aid, lang: verification?.lang, region: settings.passport.region, ...scripts, scriptOrigins: verification?.scriptOrigins, onError: verification?.onError },
            ),
          )
        : undefined;
      return new ChallengeRunner({ widget, captcha: account?.captcha, secondVerify: account?.secondVerify });
    })
    .inSingletonScope();
});

/** Where the kit's passport lives and what its clients are built on (introduction), from the kit's settings. */
export function passportConnection(ctx: ResolutionContext): PassportConnection {
  const settings = resolve(ctx, SERVICES.Settings);
  const { origin, mobileWebPaths, ...config } = settings.passport;
  return {
    ports: {
      http: resolve(ctx, PORTS.Http),
      page: resolve(ctx, PORTS.Page),
      scriptLoader: resolve(ctx, PORTS.ScriptLoader),
      signer: resolveOptional(ctx, PORTS.Signer),
      challenges: resolve(ctx, SERVICES.Challenges),
    },
    config: { ...config, aid: settings.aid, origin: origin ?? settings.ssoOrigin },
    ssoOrigin: settings.ssoOrigin,
    mobileWebPaths,
  };
}
