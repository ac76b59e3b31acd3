import { readJsonAsset } from './assets';

/**
 * What a seeded process does: one of the six processes the contract server knows (the reserve
 * status, the invite check, reserving, the share code, the invited count, the reserve count).
 */
export type ProcessKind = 'reserve_status' | 'invite_check' | 'reserve' | 'share_code' | 'invited_count' | 'reserve_count';

/** The six processes the contract server knows (docs/wire-contract.md, "Processes"). */
export const PROCESS_KINDS = [
  'reserve_status',
  'invite_check',
  'reserve',
  'share_code',
  'invited_count',
  'reserve_count',
] as const satisfies readonly ProcessKind[];

/** One activity of the seed: its ids and its processes. */
export interface SeedActivity {
  app_id: string;
  activity_id: string;
  /** process_id as the page sends it -> what the process does. */
  processes: Record<string, ProcessKind>;
}

/** A third-party account bound to a seeded user, as the account info lists it. */
export interface Connect {
  /** The platform's name, e.g. `weixin`. */
  platform: string;
  /** The user's name on that platform. */
  platform_screen_name: string;
}

/** One user of the seed, known by mobile; a mobile not in the seed gets a user on its first login. */
export interface SeedUser {
  mobile: string;
  user_id_str: string;
  name?: string;
  screen_name?: string;
  connects?: Connect[];
  /** Fixed share code; without one the code is derived from the user id. */
  share_code?: string;
  reserved?: boolean;
}

/** The contract server's starting data (`seed.json`): the activities and the users. */
export interface Seed {
  activities: SeedActivity[];
  users: SeedUser[];
}

/** Reads `seed.json` (assets/seed.json), refusing process kinds the server does not know. */
export function loadSeed(): Seed {
  const seed = readJsonAsset<Seed>('seed.json');
  for (const activity of seed.activities) {
    for (const [id, kind] of Object.entries(activity.processes)) {
      if (!PROCESS_KINDS.includes(kind)) throw new Error(`seed.json: process ${id} has unknown kind ${kind}`);
    }
  }
  return seed;
}
