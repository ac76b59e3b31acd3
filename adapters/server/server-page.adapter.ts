import { CampaignKitError, type PagePort } from '../../ports';

/** The message of what a page cannot do on the server. */
export function notOnServerMessage(action: string): string {
  return `${action} needs a browser page: call it from the browser, not while rendering on the server`;
}

/**
 * The {@link PagePort} of a kit created on the server (server rendering): a fixed address, no
 * cookies, no user agent, always visible. Leaving or changing the page is refused.
 */
export class ServerPageAdapter implements PagePort {
  readonly #url: string;

  /** @param url - the address the page will have in the browser (or the API origin). */
  constructor(url: string) {
    this.#url = url;
  }

  url(): string {
    return this.#url;
  }

  /** @throws CampaignKitError `UNSUPPORTED_PLATFORM`. */
  replaceUrl(): void {
    throw new CampaignKitError('UNSUPPORTED_PLATFORM', notOnServerMessage('replaceUrl'));
  }

  /** @throws CampaignKitError `UNSUPPORTED_PLATFORM`. */
  navigate(): void {
    throw new CampaignKitError('UNSUPPORTED_PLATFORM', notOnServerMessage('navigate'));
  }

  /** False: there is no window to open one from. */
  openWindow(): boolean {
    return false;
  }

  cookie(): string | undefined {
    return undefined;
  }

  /** @throws CampaignKitError `UNSUPPORTED_PLATFORM`: a server render has no cookie jar to write to. */
  setCookie(): void {
    throw new CampaignKitError('UNSUPPORTED_PLATFORM', notOnServerMessage('setCookie'));
  }

  userAgent(): string {
    return '';
  }

  /** None: a server render cannot see the visitor's languages. */
  languages(): readonly string[] {
    return [];
  }

  referrer(): string {
    return '';
  }

  isVisible(): boolean {
    return true;
  }

  onVisibilityChange(): () => void {
    return () => undefined;
  }

  onPageHide(): () => void {
    return () => undefined;
  }
}
