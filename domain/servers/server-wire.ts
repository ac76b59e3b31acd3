import type { GameRole, GameServer, GameServerRoles, GameZone } from './server.types';

type Wire = Readonly<Record<string, unknown>>;

const record = (value: unknown): Wire => (typeof value === 'object' && value !== null ? (value as Wire) : {});
const list = (value: unknown): Wire[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** One server of the wire (real_server_id, server_type, server_name). */
export function toServer(wire: Wire): GameServer {
  return { realServerId: text(wire.real_server_id) ?? '', serverType: Number(wire.server_type), serverName: text(wire.server_name), raw: wire };
}

/** One role of the wire (real_server_id, role_id, role_name). */
export function toRole(wire: Wire): GameRole {
  return { realServerId: text(wire.real_server_id) ?? '', roleId: text(wire.role_id) ?? '', roleName: text(wire.role_name), raw: wire };
}

/** data.zone_list of the server-list call (each zone with its server_list). */
export function toZones(data: unknown): GameZone[] {
  return list(record(data).zone_list).map((zone) => ({ zoneId: text(zone.zone_id), zoneName: text(zone.zone_name), servers: list(zone.server_list).map(toServer), raw: zone }));
}

/** data.role_list of a role-list call. */
export function toRoles(data: unknown): GameRole[] {
  return list(record(data).role_list).map(toRole);
}

/** data.server_list of /web/game/server_list. */
export function toServers(data: unknown): GameServer[] {
  return list(record(data).server_list).map(toServer);
}

/** data.server_role_list of /web/game/server_role_list: servers, each with its role_list. */
export function toServerRoles(data: unknown): GameServerRoles[] {
  return list(record(data).server_role_list).map((server) => ({ ...toServer(server), roles: list(server.role_list).map(toRole) }));
}
