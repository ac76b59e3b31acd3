import type { PassportClients, PassportConnection } from '../passport/passport-connection';
import { passportLogoutUrl, ssoLogoutUrl } from '../passport/logout-urls';
import { resolvePassportConfig, type ResolvedPassportConfig } from '../passport/passport.config';
import type { LoginRoute } from './account-session';

/**
 * The account's handle on the passport: the clients come (with their code, from the loader the
 * wiring passes) on the first passport call, while the logout addresses are known at once.
 */
export class PassportLink {
  readonly #connection: PassportConnection;
  readonly #config: ResolvedPassportConfig;
  /** The passport client and the single-sign-on host's, built on first use. */
  readonly clients: () => Promise<PassportClients>;

  /** @param clients - loads the clients of `connection` once (later calls share the first's). */
  constructor(connection: PassportConnection, clients: () => Promise<PassportClients>) {
    this.#connection = connection;
    this.#config = resolvePassportConfig(connection.config);
    this.clients = clients;
  }

  /** Where logout leaves for after a login by `route`, coming back to `next`. */
  logoutUrl(route: LoginRoute, next: string): string {
    if (route === 'passport') return passportLogoutUrl(this.#config, next);
    const { ssoOrigin, mobileWebPaths } = this.#connection;
    return ssoLogoutUrl({ origin: ssoOrigin ?? this.#config.origin, aid: this.#config.aid, next, path: mobileWebPaths?.logout });
  }
}
