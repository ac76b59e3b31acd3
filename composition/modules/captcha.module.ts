import { ContainerModule } from 'inversify';
import { CaptchaWidget } from '../../domain/captcha/captcha-widget';
import { VerificationScriptLoader, type VerificationLoadError } from '../../domain/captcha/verification-script.loader';
import { PORTS, type Token } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';

/** Options of the verification widget (SPEC §4, §8, §9). */
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

/** The captcha widget's token: bound only where a VerificationSdkPort is. */
export const CAPTCHA_WIDGET: Token<CaptchaWidget> = Symbol.for('campaign-kit.CaptchaWidget') as Token<CaptchaWidget>;

/** Binds the verification script loader and the captcha widget when the platform has the SDK port. */
export const captchaModule = new ContainerModule(({ bind }) => {
  bind(CAPTCHA_WIDGET)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const sdk = resolveOptional(ctx, PORTS.VerificationSdk);
      const loader = new VerificationScriptLoader(
        { scriptLoader: resolve(ctx, PORTS.ScriptLoader), clock: resolve(ctx, PORTS.Clock), http: resolve(ctx, PORTS.Http), sdk: sdk ?? { get: () => undefined } },
        { settingsUrl: options.verification?.settingsUrl, scripts: options.verification?.scripts, onError: options.verification?.onError },
      );
      return new CaptchaWidget(loader, { aid: options.aid, lang: options.verification?.lang, region: options.passport?.region });
    })
    .inSingletonScope();
});
