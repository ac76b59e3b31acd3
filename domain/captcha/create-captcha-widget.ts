import type { ClockPort } from '../../ports/clock.port';
import type { HttpPort } from '../../ports/http.port';
import type { ScriptLoaderPort } from '../../ports/script-loader.port';
import type { VerificationSdkPort } from '../../ports/verification-sdk.port';
import { CaptchaWidget } from './captcha-widget';
import { VerificationScriptLoader, type VerificationLoaderOptions } from './verification-script.loader';

/** Options of the captcha widget and of the script loader that brings its SDK. */
export interface CaptchaWidgetOptions extends VerificationLoaderOptions {
  readonly aid: number;
  /** The widget's language. Defaults to `zh`. */
  readonly lang?: string;
  readonly region?: string;
}

/**
 * The verification widget over its script loader: the module a challenge runner imports on the
 * first challenge that needs the widget, so a page carries neither before then.
 * @example
 * ```ts
 * const runner = new ChallengeRunner({
 *   widget: loadOnce(async () => (await import('./create-captcha-widget')).createCaptchaWidget({ scriptLoader, clock, http, sdk }, { aid: 1128 })),
 * });
 * ```
 */
export function createCaptchaWidget(
  ports: { scriptLoader: ScriptLoaderPort; clock: ClockPort; http?: HttpPort; sdk: VerificationSdkPort },
  options: CaptchaWidgetOptions,
): CaptchaWidget {
  const { aid, lang, region, ...loader } = options;
  return new CaptchaWidget(new VerificationScriptLoader(ports, loader), { aid, lang, region });
}
