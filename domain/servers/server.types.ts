/** Sandbox, online, or all. */
export type ServerEnvironment = 'sandbox' | 'online' | 'all';

/** A game server (real_server_id, server_type; 1 is an online/production server). */
export interface GameServer {
  readonly realServerId: string;
  readonly serverType: number;
  readonly serverName?: string;
  /** The server's fields as the wire sent them. */
  readonly raw: Readonly<Record<string, unknown>>;
}

/** A zone and its servers (zone_list, server_list). */
export interface GameZone {
  readonly zoneId?: string;
  readonly zoneName?: string;
  readonly servers: readonly GameServer[];
  readonly raw: Readonly<Record<string, unknown>>;
}

/** A game role on a server (real_server_id, role_list entries). */
export interface GameRole {
  readonly realServerId: string;
  readonly roleId: string;
  readonly roleName?: string;
  readonly raw: Readonly<Record<string, unknown>>;
}

/** A server with the visitor's roles on it (/web/game/server_role_list). */
export interface GameServerRoles extends GameServer {
  readonly roles: readonly GameRole[];
}

/** The lists of `/web/game/{kind}_list`. */
export type UserListKind = 'server' | 'role' | 'server_role';

/** Options of `ServerService.init`. */
export interface ServerServiceOptions {
  /** The game's app_id (the server list needs one). */
  readonly appId: string;
  /** Origin of the calls. */
  readonly apiOrigin: string;
  /** Which servers to show. Defaults to `'online'`. */
  readonly environment?: ServerEnvironment;
  /** Host names (or their suffixes) that count as internal, beside sandbox and localhost. Defaults to none. */
  readonly internalHosts?: readonly string[];
}

/** A lookup that failed: published on `failures$` while the helper returned an empty list. */
export interface ServerLookupFailure {
  readonly call: string;
  readonly error: unknown;
}
