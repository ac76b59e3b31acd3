import type { BridgePort } from '../../ports/bridge.port';
import type { ClockPort } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import type { PagePort } from '../../ports/page.port';
import { APP_BRIDGE_METHODS } from '../device/app-bridge-methods';
import { callAppBridge, type BridgeOutcome } from '../device/bridge-outcome';
import { detectDevice } from '../device/detect-device';

/** How often the game reservation polls the reserve status, in ms (campaign-kit's choice; says only 'polling'). */
export const RESERVE_POLL_MS = 1000;
/** How many reserve-status polls before the game reservation gives up. */
export const RESERVE_POLL_LIMIT = 5;
/** The start of the message when a game reservation has no game id; callers add the option to set. */
export const GAME_ID_MISSING = 'the game reservation needs a game id';

/**
 * The game id, checked.
 * @param option - the option that sets it, named in the error.
 * @throws CampaignKitError `INVALID_ARGUMENT` when `gameId` is not a non-empty string.
 */
export function checkGameId(gameId: unknown, option: string): string {
  if (typeof gameId !== 'string' || gameId === '') throw new CampaignKitError('INVALID_ARGUMENT', `${GAME_ID_MISSING} (${option}), got ${JSON.stringify(gameId)}`);
  return gameId;
}

/**
 * The game-reservation bridge call: reserves `gameId` in the app, then polls the
 * reserve status every 1000 ms, at most 5 times, until the app says reserved (status 1).
 * @returns the outcome; never rejects. -1 'reserve status not confirmed' when the polls ran out.
 */
export async function reserveGameInApp(ports: { readonly bridge: BridgePort; readonly clock: ClockPort }, gameId: string): Promise<BridgeOutcome> {
  const reserved = await callAppBridge(ports.bridge, APP_BRIDGE_METHODS.gameReservation, { game_id: gameId });
  if (reserved.code !== 1) return reserved;
  for (let poll = 0; poll < RESERVE_POLL_LIMIT; poll++) {
    await new Promise<void>((resolve) => ports.clock.setTimeout(resolve, RESERVE_POLL_MS));
    const status = await callAppBridge(ports.bridge, APP_BRIDGE_METHODS.reserveStatus, { game_id: gameId });
    if (status.code !== 1) return status;
    if ((status.reply?.data as { status?: unknown } | undefined)?.status === 1) return status;
  }
  return { code: -1, message: 'reserve status not confirmed' };
}

/**
 * The game's reservation in the short-video app, for the reservation flow
 * (`reservation({ appReservation: { gameId } })`): the reservation kit calls {@link reserve}
 * after a reservation made on the page, where {@link inApp} is true.
 *
 * @example
 * ```ts
 * const app = new AppGameReservation({ bridge, clock, page }, '10086');
 * if (app.inApp) await app.reserve(); // { code: 1, reply: { code: 1, data: { status: 1 } } }
 * ```
 */
export class AppGameReservation {
  readonly #ports: { readonly bridge: BridgePort; readonly clock: ClockPort; readonly page: PagePort };
  readonly #gameId: string;

  /** @throws CampaignKitError `INVALID_ARGUMENT` when `gameId` is not a non-empty string. */
  constructor(ports: { readonly bridge: BridgePort; readonly clock: ClockPort; readonly page: PagePort }, gameId: string) {
    this.#ports = ports;
    this.#gameId = checkGameId(gameId, 'appReservation.gameId');
  }

  /**
   * True inside the short-video app: its bridge answers and the user agent is the app's (the
   * rule app-authorisation login uses). Weixin's bridge, or none, is not the app's.
   */
  get inApp(): boolean {
    return this.#ports.bridge.isAvailable && detectDevice(this.#ports.page.userAgent()).app === 'douyin';
  }

  /**
   * Reserves the game in the app, then polls the reserve status every 1000 ms, at most 5 times,
   * until the app says reserved. Never rejects: -1 'reserve status not confirmed' when the polls ran out.
   */
  reserve(): Promise<BridgeOutcome> {
    return reserveGameInApp(this.#ports, this.#gameId);
  }
}
