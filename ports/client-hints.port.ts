/** User-agent client hints (the low-entropy values of the browser's userAgentData). */
export interface ClientHints {
  /** True on a phone-class device. */
  readonly mobile?: boolean;
  /** 'Android', 'iOS', 'Windows', 'macOS', 'Linux', 'Chrome OS', ... */
  readonly platform?: string;
  readonly brands?: readonly { readonly brand: string; readonly version: string }[];
}

/**
 * Reads the browser's user-agent client hints, where it has them (Chromium browsers over HTTPS).
 * Device detection prefers them to the user agent for os and mobile.
 */
export interface ClientHintsPort {
  /** The hints, or undefined where the browser has none. Never throws. */
  read(): ClientHints | undefined;
}
