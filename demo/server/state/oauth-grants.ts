import { randomBytes } from 'node:crypto';
import { COLLECTION_CAPS, dropOldestKeys } from './limits';

/** The demo's platform_app_id of each fake provider (the account page configures the same). */
export const DEMO_PLATFORM_APPS: Readonly<Record<string, number>> = {
  apple: 11, google: 12, facebook: 13, line: 14, twitter: 15, vk: 16, weibo: 17, tiktok: 18, kakao: 19, douyin: 20, toutiao: 21,
  aweme: 887,
};

/** The platform of app-authorisation login; its platform_app_id is default 887. */
export const APP_AUTH_PLATFORM = 'aweme';

/** Codes, tokens and OAuth 1.0a request tokens the fake providers issued, each usable once; the newest `COLLECTION_CAPS.oauthGrants` (state/limits.ts) of each. */
export class OAuthGrants {
  readonly #grants = new Map<string, string>();
  readonly #requestTokens = new Map<string, { next: string; verifier?: string }>();

  /** A one-use code (or access token) for `provider`. */
  issue(provider: string, prefix = 'code'): string {
    const value = `${prefix}-${provider}-${randomBytes(8).toString('hex')}`;
    this.#grants.set(value, provider);
    dropOldestKeys(this.#grants, COLLECTION_CAPS.oauthGrants);
    return value;
  }

  /** Uses up a grant; true when it was issued for `provider`. */
  redeem(provider: string, value: string | undefined): boolean {
    if (value === undefined || this.#grants.get(value) !== provider) return false;
    this.#grants.delete(value);
    return true;
  }

  /** Twitter's first leg: a request token remembering where to come back. */
  requestToken(next: string): string {
    const token = `rt-${randomBytes(8).toString('hex')}`;
    this.#requestTokens.set(token, { next });
    dropOldestKeys(this.#requestTokens, COLLECTION_CAPS.oauthGrants);
    return token;
  }

  /** The request token's return address, with a fresh verifier once the visitor approved. */
  approve(token: string): { next: string; verifier: string } | undefined {
    const entry = this.#requestTokens.get(token);
    if (!entry) return undefined;
    entry.verifier = randomBytes(6).toString('hex');
    return { next: entry.next, verifier: entry.verifier };
  }

  /** The last leg: a request token and its verifier, used once. */
  redeemVerifier(token: string | undefined, verifier: string | undefined): boolean {
    const entry = token === undefined ? undefined : this.#requestTokens.get(token);
    if (!entry || !entry.verifier || entry.verifier !== verifier) return false;
    this.#requestTokens.delete(token!);
    return true;
  }

  denyUrl(token: string): string | undefined {
    return this.#requestTokens.get(token)?.next;
  }
}
