/**
 * The short-video app's bridge methods campaign-kit calls, named in one place.
 *
 * @remarks describes these calls but not their names, and no public source gives them
 * (`share`, `gameReservation` not found). These are campaign-kit's names; a
 * real app bridge whose names differ is matched by changing them here (or by a bridge adapter
 * that renames). The protocol that carries them is `adapters/bridge/app-bridge.protocol.ts`.
 *
 * | key | method | params |
 * |---|---|---|
 * | share | `share` | platform (default `all`), share_type (default 0), share_strategy (default 0), title, desc, url, image |
 * | gameReservation | `gameReservation` | game_id |
 * | reserveStatus | `getGameReserveStatus` | game_id; reply data `{ status }` |
 * | silentDownload | `setSilentDownload` | unified_game_id, wifi_auto_download (0/1), mobile_message (0/1) |
 */
export const APP_BRIDGE_METHODS = {
  share: 'share',
  gameReservation: 'gameReservation',
  reserveStatus: 'getGameReserveStatus',
  silentDownload: 'setSilentDownload',
} as const;
