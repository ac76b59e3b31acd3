import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { ScriptLoaderPort } from '../../ports/script-loader.port';
import type { SignerPort } from '../../ports/signer.port';
import type { MobileWebPaths } from './api/mobile-web.api';
import type { ChallengeSolver } from './challenge-loop';
import { PassportClient } from './passport.client';
import type { PassportConfig } from './passport.config';

/** What a passport client is built from: the ports, the passport's config and the single-sign-on host. */
export interface PassportConnection {
  readonly ports: { readonly http: HttpPort; readonly page: PagePort; readonly scriptLoader?: ScriptLoaderPort; readonly signer?: SignerPort; readonly challenges?: ChallengeSolver };
  /** The passport's origin, aid, region, signing script and common params (introduction). */
  readonly config: PassportConfig;
  /** Where the older mobile-web area lives. Defaults to the passport's origin. */
  readonly ssoOrigin?: string;
  /** Overrides of the mobile-web area's paths. */
  readonly mobileWebPaths?: Partial<MobileWebPaths>;
}

/** The clients of one connection: the passport's, and the single-sign-on host's (the same one when the hosts agree). */
export interface PassportClients {
  readonly client: PassportClient;
  readonly sso: PassportClient;
}

/**
 * Builds the passport client and, when the single-sign-on host differs from the passport's, a
 * second client for the mobile-web area.
 * @example
 * ```ts
 * const { client, sso } = createPassportClients({ ports: { http, page }, config: { origin, aid: 1128 }, ssoOrigin });
 * ```
 */
export function createPassportClients(connection: PassportConnection): PassportClients {
  const client = new PassportClient(connection.ports, connection.config);
  const ssoOrigin = connection.ssoOrigin ?? connection.config.origin;
  const sso = ssoOrigin === connection.config.origin ? client : new PassportClient(connection.ports, { ...connection.config, origin: ssoOrigin });
  return { client, sso };
}
