import type { ClockPort } from '../../ports/clock.port';
import { isCampaignKitError } from '../../ports/errors';
import type { AccountSession, LoginResult } from './account-session';
import type { CodeRoute } from './code-route';

/** The waits, in ms, before each new try to finish a login the server accepted (after the first failed). */
export const FINISH_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/** A failure that says nothing of what the server did: the answer was lost, late or unreadable. */
function isLostAnswer(error: unknown): boolean {
  return isCampaignKitError(error, 'TIMEOUT') || isCampaignKitError(error, 'NETWORK') || isCampaignKitError(error, 'HTTP_STATUS');
}

/**
 * Logging in with an SMS code so that a half-finished login finishes (Mobile login steps 3-4).
 * Once the server has accepted a code (its answer came, or the route confirms a session after the
 * answer was lost), the code is never sent again: finishing the login (the session check and the
 * account info) is retried on a lost answer after each of {@link FINISH_RETRY_DELAYS_MS}, and a
 * later call with the same mobile and code only finishes. Calls with the same mobile and code while
 * one is under way join it; logins with other codes keep their own state.
 */
export class CodeLogin {
  readonly #clock: Pick<ClockPort, 'setTimeout'>;
  /** The codes the server accepted whose login is not finished yet, by route, mobile and code: the redirect address each answer gave. */
  readonly #accepted = new Map<string, { readonly redirectUrl?: string }>();
  /** The logins under way, by the same key: a second call with the same mobile and code joins the first. */
  readonly #running = new Map<string, Promise<LoginResult>>();

  constructor(clock: Pick<ClockPort, 'setTimeout'>) {
    this.#clock = clock;
  }

  /** @throws as the route's login, and `NOT_LOGIN` ('login fail!') when no session followed. */
  login(route: CodeRoute, session: AccountSession, mobile: string, code: string): Promise<LoginResult> {
    const key = `${route.loginRoute}:${mobile}:${code}`;
    const login = this.#running.get(key) ?? this.#login(key, route, session, mobile, code).finally(() => this.#running.delete(key));
    this.#running.set(key, login);
    return login;
  }

  async #login(key: string, route: CodeRoute, session: AccountSession, mobile: string, code: string): Promise<LoginResult> {
    const accepted = this.#accepted.get(key) ?? (await this.#accept(route, mobile, code));
    this.#accepted.set(key, accepted);
    try {
      const result = await this.#finish(() => session.finish(route.loginRoute, accepted.redirectUrl, 'mobile'));
      this.#accepted.delete(key);
      return result;
    } catch (error) {
      if (!isLostAnswer(error)) this.#accepted.delete(key);
      throw error;
    }
  }

  async #accept(route: CodeRoute, mobile: string, code: string): Promise<{ readonly redirectUrl?: string }> {
    try {
      return await route.login(mobile, code);
    } catch (error) {
      if (!isLostAnswer(error) || !route.confirmLogin) throw error;
      const hasSession = await route.confirmLogin().catch(() => false);
      if (!hasSession) throw error;
      return {};
    }
  }

  async #finish(attempt: () => Promise<LoginResult>): Promise<LoginResult> {
    for (const delayMs of FINISH_RETRY_DELAYS_MS) {
      try {
        return await attempt();
      } catch (error) {
        if (!isLostAnswer(error)) throw error;
        await new Promise<void>((resolve) => this.#clock.setTimeout(resolve, delayMs));
      }
    }
    return attempt();
  }
}
