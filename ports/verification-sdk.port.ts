/** What the verification widget is asked to pose (captcha subtypes). */
export type VerificationSubtype = 'text' | '3d' | 'whirl' | 'slide';

/** One challenge for the verification SDK's widget. */
export interface VerificationRenderOptions {
  readonly subtype: VerificationSubtype;
  /** The widget's language. Defaults to `zh`. */
  readonly lang: string;
  readonly aid: number;
  /** The server's opaque decision detail, passed through to the SDK's own server. */
  readonly detail?: string;
  /** The region the SDK talks to (cn, sg, va, ...). */
  readonly region?: string;
  /** Called once with the token the SDK's server issued for a solved challenge. */
  readonly onSuccess: (token: string) => void;
  /** Called when the visitor closes the widget unsolved. */
  readonly onClose: () => void;
  /** Called when the widget itself failed (its init failed, a call of its own failed). */
  readonly onError: (error: { readonly type: string; readonly message: string }) => void;
}

/** The verification SDK's global, once its script ran (Verification script loader). */
export interface VerificationSdk {
  render(options: VerificationRenderOptions): void;
}

/** Reads the verification SDK's global; the domain polls it after loading the script. */
export interface VerificationSdkPort {
  /** The SDK, or undefined while its script has not defined it. */
  get(): VerificationSdk | undefined;
}
