import { loadOnce } from '../../domain/shared/load-once';
import { ChallengeRunner } from '../../domain/passport/challenge-runner';
import type { PassportConnection } from '../../domain/passport/passport-connection';
import type { FeatureContext } from '../feature';

/**
 * The one challenge runner every passport and single-sign-on path shares (Passport request
 * flow errors 1105 and 2046), provided once whether `account`, `passport` or `affiliate` is
 * listed. The challenges are shown with the account feature's captcha, second-verification and
 * verification-widget options; the widget and its script loader are imported on the first
 * challenge that needs them.
 */
export function challengesPart({ settings, ports, find }: FeatureContext): ChallengeRunner {
  const account = find('challengeOptions');
  const verification = account?.verification;
  const sdk = ports.verificationSdk;
  const pinned = settings.scripts?.captcha;
  // A pinned SDK is what loads: its addresses, its hash, and no settings to name others.
  const scripts = pinned
    ? { scripts: [pinned.url, ...(pinned.backups ?? [])], integrity: pinned.integrity }
    : { settingsUrl: verification?.settingsUrl, scripts: verification?.scripts };
  const widget = sdk
    ? loadOnce(async () =>
        (await import('../../domain/captcha/create-captcha-widget')).createCaptchaWidget(
          { scriptLoader: ports.scriptLoader, clock: ports.clock, http: ports.http, sdk },
          { aid: settings.aid, lang: verification?.lang, region: settings.passport.region, ...scripts, scriptOrigins: verification?.scriptOrigins, onError: verification?.onError },
        ),
      )
    : undefined;
  return new ChallengeRunner({ widget, captcha: account?.captcha, secondVerify: account?.secondVerify });
}

/** Where the kit's passport lives and what its clients are built on (introduction), from the kit's settings. */
export function passportConnection({ settings, ports, get }: FeatureContext): PassportConnection {
  const { origin, mobileWebPaths, ...config } = settings.passport;
  return {
    ports: { http: ports.http, page: ports.page, scriptLoader: ports.scriptLoader, signer: ports.signer, challenges: get('challenges') },
    config: { ...config, aid: settings.aid, origin: origin ?? settings.ssoOrigin },
    ssoOrigin: settings.ssoOrigin,
    mobileWebPaths,
  };
}
