import type { VerificationSdk, VerificationSdkPort } from '../../ports/verification-sdk.port';

/** The verification SDK's global as its script defines it (`TTGCaptcha`). */
export interface CaptchaSdkGlobal {
  readonly TTGCaptcha?: {
    init(options: { commonOptions: { aid: number; lang: string; subtype: string; region?: string; detail?: string } }): {
      render(callbacks: {
        successCb(result: { token: string }): void;
        closeCb(): void;
        errorCb(error: { type?: string; message?: string }): void;
      }): void;
    };
  };
}

/**
 * The {@link VerificationSdkPort} over the SDK's `TTGCaptcha` global: `init({ commonOptions })`
 * then `render({ successCb, closeCb, errorCb })`.
 */
export class GlobalVerificationSdkAdapter implements VerificationSdkPort {
  readonly #scope: CaptchaSdkGlobal;

  /** @param scope - where the script defines `TTGCaptcha`. Defaults to `globalThis`, read at construction. */
  constructor(scope: CaptchaSdkGlobal = globalThis as CaptchaSdkGlobal) {
    this.#scope = scope;
  }

  get(): VerificationSdk | undefined {
    const sdk = this.#scope.TTGCaptcha;
    if (!sdk) return undefined;
    return {
      render(options) {
        const instance = sdk.init({
          commonOptions: { aid: options.aid, lang: options.lang, subtype: options.subtype, region: options.region, detail: options.detail },
        });
        instance.render({
          successCb: (result) => options.onSuccess(result.token),
          closeCb: () => options.onClose(),
          errorCb: (error) => options.onError({ type: error.type ?? 'render', message: error.message ?? 'captcha error' }),
        });
      },
    };
  }
}
