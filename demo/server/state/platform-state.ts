import { randomBytes } from 'node:crypto';
import { readJsonAsset } from '../assets';
import { COLLECTION_CAPS, dropOldest, dropOldestKeys } from './limits';

export interface WireServer {
  real_server_id: string;
  server_name: string;
  server_type: number;
}

export interface WireZone {
  zone_id: string;
  zone_name: string;
  server_list: WireServer[];
}

export interface WireRole {
  real_server_id: string;
  role_id: string;
  role_name: string;
  role_level: number;
}

export interface PlatformSeed {
  games: { app_id: string; zone_list: WireZone[]; roles: Record<string, WireRole[]> }[];
  location: { city: string; continent: string; country: string; subdivisions: string };
  weixin: { app_id: string; jsapi_ticket: string };
}

/** One email-collection submission the server accepted. */
export interface ReceivedMail {
  readonly user_name: string;
  readonly email: string;
  readonly content: string;
  readonly activity: string;
  readonly app_id: string;
  readonly activity_id: string;
}

/** Reads `assets/platform-seed.json`. */
export function loadPlatformSeed(): PlatformSeed {
  return readJsonAsset<PlatformSeed>('platform-seed.json');
}

/**
 * The contract server's state for the game, location, mail, short-link and weixin calls: game
 * data from the seed, plus the mails received and the short links made (reset by `reset`), the
 * newest of each (`COLLECTION_CAPS`, state/limits.ts).
 */
export class PlatformState {
  readonly seed: PlatformSeed;
  #mails: ReceivedMail[] = [];
  #links = new Map<string, string>();

  constructor(seed: PlatformSeed = loadPlatformSeed()) {
    this.seed = seed;
  }

  game(appId: string | undefined) {
    return this.seed.games.find((game) => game.app_id === appId);
  }

  get mails(): readonly ReceivedMail[] {
    return this.#mails;
  }

  receiveMail(mail: ReceivedMail): void {
    this.#mails.push(mail);
    dropOldest(this.#mails, COLLECTION_CAPS.mails);
  }

  /** The short id of `url`, 96 random bits in base64url (unguessable, unlike a count): the same url keeps its id. */
  shorten(url: string): string {
    for (const [id, target] of this.#links) if (target === url) return id;
    const id = randomBytes(12).toString('base64url');
    this.#links.set(id, url);
    dropOldestKeys(this.#links, COLLECTION_CAPS.shortLinks);
    return id;
  }

  target(id: string): string | undefined {
    return this.#links.get(id);
  }

  reset(): void {
    this.#mails = [];
    this.#links = new Map();
  }
}
