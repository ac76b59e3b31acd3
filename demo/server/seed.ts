import { readJsonAsset } from './assets';

/** The six processes the contract server knows (docs/wire-contract.md, "Processes"). */
export const PROCESS_KINDS = [
  'reserve_status',
  'invite_check',
  'reserve',
  'share_code',
  'invited_count',
  'reserve_count',
] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

export interface SeedActivity {
  app_id: string;
  activity_id: string;
  /** process_id as the page sends it -> what the process does. */
  processes: Record<string, ProcessKind>;
}

export interface Connect {
  platform: string;
  platform_screen_name: string;
}

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
