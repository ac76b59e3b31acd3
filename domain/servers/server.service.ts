import { Subject, type Observable } from 'rxjs';
import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import { validateOrigin } from '../config/validate';
import { ApiClient } from '../http/api-client';
import { filterServers, isNonProductionHost } from './environment-filter';
import { toRoles, toServerRoles, toServers, toZones } from './server-wire';
import type { GameRole, GameServer, GameServerRoles, GameZone, ServerEnvironment, ServerServiceOptions, ServerLookupFailure, UserListKind } from './server.types';

/** The content type the /web/game lists are sent with ('form-encoded header'). */
const FORM_HEADER = { 'content-type': 'application/x-www-form-urlencoded' };

/** The user fields of a /web/game list call, sent as query parameters (e.g. user_id, token). */
export type UserFields = Readonly<Record<string, string | number | undefined>>;

/**
 * Game server and role lookup: the zone and server list, the role list, and
 * the per-account /web/game lists, with the environment filter on servers.
 *
 * The `load*` calls throw; the short helpers (`zones`, `servers`, `roles`, `userServers`, ...)
 * return empty lists instead and publish the error on `failures$`.
 * @example
 * ```ts
 * const servers = new ServerService({ http, page }, { appId: '1', apiOrigin, environment: 'online' });
 * const list = await servers.servers(); // [] when the call failed
 * ```
 */
export class ServerService {
  readonly #options: { init: ServerServiceOptions & { environment: ServerEnvironment }; client: ApiClient };
  readonly #failures = new Subject<ServerLookupFailure>();
  readonly #page: PagePort;
  readonly #http: HttpPort;
  /** Lookups a helper answered with an empty list. */
  readonly failures$: Observable<ServerLookupFailure> = this.#failures.asObservable();

  /**
   * @throws CampaignKitError `INVALID_ARGUMENT` 'the server list needs an app_id', or a
   *   bad origin or environment.
   */
  constructor(ports: { http: HttpPort; page: PagePort }, options: ServerServiceOptions) {
    this.#http = ports.http;
    this.#page = ports.page;
    const appId: unknown = options?.appId;
    if ((typeof appId !== 'string' && typeof appId !== 'number') || String(appId) === '') throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.serverAppId);
    const environment = options.environment ?? 'online';
    if (!['sandbox', 'online', 'all'].includes(environment)) throw new CampaignKitError('INVALID_ARGUMENT', `environment must be sandbox, online or all, got ${JSON.stringify(environment)}`);
    const apiOrigin = validateOrigin('apiOrigin', options.apiOrigin);
    this.#options = { init: { ...options, appId: String(options.appId), apiOrigin, environment }, client: new ApiClient(this.#http, apiOrigin) };
  }

  /** The environment in force on this page: `online` on a production host whatever was asked. */
  get environment(): ServerEnvironment {
    const { init } = this.#options;
    return isNonProductionHost(this.#page.url(), init.internalHosts) ? init.environment : 'online';
  }

  /**
   * GET /external_activity/common/game/serverlist?app_id: the zones, each with its servers filtered by environment.
   * @throws CampaignKitError `SERVER` with the server's message or 'code is not 0!'; `HTTP_STATUS`, `NETWORK`, `TIMEOUT`.
   */
  async loadZones(): Promise<GameZone[]> {
    const { data } = await this.#get('/external_activity/common/game/serverlist');
    return toZones(data).map((zone) => ({ ...zone, servers: this.#filter(zone.servers) }));
  }

  /**
   * GET /external_activity/common/game/rolelist?app_id: data.role_list.
   * @throws CampaignKitError as {@link loadZones}.
   */
  async loadRoles(): Promise<GameRole[]> {
    const { data } = await this.#get('/external_activity/common/game/rolelist');
    return toRoles(data);
  }

  /**
   * GET /web/game/{kind}_list with app_id and the user's fields, form-encoded header.
   * Servers are filtered by environment.
   * @throws CampaignKitError as {@link loadZones}.
   */
  async loadUserList(kind: 'server', user?: UserFields): Promise<GameServer[]>;
  async loadUserList(kind: 'role', user?: UserFields): Promise<GameRole[]>;
  async loadUserList(kind: 'server_role', user?: UserFields): Promise<GameServerRoles[]>;
  async loadUserList(kind: UserListKind, user: UserFields = {}): Promise<GameServer[] | GameRole[] | GameServerRoles[]> {
    const { data } = await this.#get(`/web/game/${kind}_list`, user, FORM_HEADER);
    if (kind === 'role') return toRoles(data);
    return kind === 'server' ? this.#filter(toServers(data)) : this.#filter(toServerRoles(data));
  }

  /** The zones, or [] when the call failed (the error goes to `failures$`). */
  zones(): Promise<GameZone[]> {
    return this.#orEmpty('serverlist', () => this.loadZones());
  }

  /** Every server of every zone, filtered; [] when the call failed. */
  async servers(): Promise<GameServer[]> {
    return (await this.zones()).flatMap((zone) => zone.servers);
  }

  /** The role list; [] when the call failed. */
  roles(): Promise<GameRole[]> {
    return this.#orEmpty('rolelist', () => this.loadRoles());
  }

  /** /web/game/server_list for the user; [] when the call failed. */
  userServers(user?: UserFields): Promise<GameServer[]> {
    return this.#orEmpty('server_list', () => this.loadUserList('server', user));
  }

  /** /web/game/role_list for the user; [] when the call failed. */
  userRoles(user?: UserFields): Promise<GameRole[]> {
    return this.#orEmpty('role_list', () => this.loadUserList('role', user));
  }

  /** /web/game/server_role_list for the user; [] when the call failed. */
  userServerRoles(user?: UserFields): Promise<GameServerRoles[]> {
    return this.#orEmpty('server_role_list', () => this.loadUserList('server_role', user));
  }

  #get(path: string, query: UserFields = {}, headers?: Readonly<Record<string, string>>) {
    const { init, client } = this.#options;
    return client.activity<unknown>({ method: 'GET', path, query: { ...query, app_id: init.appId }, headers });
  }

  #filter<T extends GameServer>(servers: readonly T[]): T[] {
    const { init } = this.#options;
    return filterServers(servers, init.environment, isNonProductionHost(this.#page.url(), init.internalHosts));
  }

  async #orEmpty<T>(call: string, load: () => Promise<T[]>): Promise<T[]> {
    try {
      return await load();
    } catch (error) {
      if (isCampaignKitError(error, 'NOT_INITIALIZED')) throw error;
      this.#failures.next({ call, error });
      return [];
    }
  }
}
