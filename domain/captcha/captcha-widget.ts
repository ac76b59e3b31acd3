import { BehaviorSubject, type Observable } from 'rxjs';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { VerificationSubtype } from '../../ports/verification-sdk.port';
import { setState, type StateSource } from '../shared/state-source';
import type { VerificationScriptLoader } from './verification-script.loader';

/** The captcha's language defaults to zh. */
export const DEFAULT_CAPTCHA_LANGUAGE = 'zh';

/** Where the widget stands. */
export interface CaptchaWidgetState {
  readonly status: 'idle' | 'loading' | 'showing' | 'verified' | 'closed' | 'failed';
  readonly subtype?: VerificationSubtype;
  /** The last failure's message. */
  readonly error?: string;
}

/** One challenge to pose. */
export interface CaptchaRequest {
  /** Defaults to `slide`. */
  readonly subtype?: VerificationSubtype;
  readonly detail?: string;
  readonly region?: string;
}

/**
 * The human-verification widget embedded on demand: loads the verification SDK
 * and poses one challenge of the given subtype.
 *
 * @example
 * ```ts
 * const widget = new CaptchaWidget(loader, { aid: 1128 });
 * const token = await widget.verify({ subtype: captchaSubtype(3059) });
 * ```
 */
export class CaptchaWidget implements StateSource<CaptchaWidgetState> {
  readonly #state = new BehaviorSubject<CaptchaWidgetState>({ status: 'idle' });
  readonly state$: Observable<CaptchaWidgetState> = this.#state.asObservable();
  readonly #loader: VerificationScriptLoader;
  readonly #options: { aid: number; lang: string; region?: string };

  /** @param options - `lang` defaults to `zh`. */
  constructor(loader: VerificationScriptLoader, options: { aid: number; lang?: string; region?: string }) {
    this.#loader = loader;
    this.#options = { aid: options.aid, lang: options.lang ?? DEFAULT_CAPTCHA_LANGUAGE, region: options.region };
  }

  get state(): CaptchaWidgetState {
    return this.#state.value;
  }

  /**
   * Shows a challenge and waits for the visitor.
   * @returns the token the SDK's server issued for the solved challenge.
   * @throws CampaignKitError `CLOSE_CAPTCHA` when the visitor closes it; `SCRIPT_LOAD`
   *   ('Failed to load SDK!'); `CAPTCHA_REQUIRED` when the widget reported an error of its own.
   */
  async verify(request: CaptchaRequest = {}): Promise<string> {
    const subtype = request.subtype ?? 'slide';
    setState(this.#state, { status: 'loading', subtype });
    let sdk;
    try {
      sdk = await this.#loader.load();
    } catch (error) {
      setState(this.#state, { status: 'failed', subtype, error: MESSAGES.scriptLoad });
      throw error;
    }
    setState(this.#state, { status: 'showing', subtype });
    return new Promise<string>((resolve, reject) => {
      sdk.render({
        subtype,
        lang: this.#options.lang,
        aid: this.#options.aid,
        detail: request.detail,
        region: request.region ?? this.#options.region,
        onSuccess: (token) => {
          setState(this.#state, { status: 'verified', subtype });
          resolve(token);
        },
        onClose: () => {
          setState(this.#state, { status: 'closed', subtype });
          reject(new CampaignKitError('CLOSE_CAPTCHA', MESSAGES.closeCaptcha));
        },
        onError: (error) => {
          setState(this.#state, { status: 'failed', subtype, error: error.message });
          reject(new CampaignKitError('CAPTCHA_REQUIRED', error.message, { data: error }));
        },
      });
    });
  }
}
