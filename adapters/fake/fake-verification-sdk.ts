import type { VerificationRenderOptions, VerificationSdk, VerificationSdkPort } from '../../ports/verification-sdk.port';

/**
 * A {@link VerificationSdkPort} whose SDK appears when a test says (`install()`), and whose
 * challenges a test solves, closes or fails (`current.solve('token')`).
 */
export class FakeVerificationSdk implements VerificationSdkPort {
  readonly #rendered: VerificationRenderOptions[] = [];
  #installed = false;
  readonly #sdk: VerificationSdk = { render: (options) => void this.#rendered.push(options) };

  /** Every challenge rendered, oldest first. */
  get rendered(): readonly VerificationRenderOptions[] {
    return this.#rendered;
  }

  /** The latest challenge, with helpers to answer it. */
  get current() {
    const options = this.#rendered[this.#rendered.length - 1];
    if (!options) throw new Error('FakeVerificationSdk: nothing rendered');
    return {
      options,
      solve: (token: string) => options.onSuccess(token),
      close: () => options.onClose(),
      fail: (message: string) => options.onError({ type: 'render', message }),
    };
  }

  /** Makes the SDK's global appear, as its script would. */
  install(): void {
    this.#installed = true;
  }

  get(): VerificationSdk | undefined {
    return this.#installed ? this.#sdk : undefined;
  }
}
