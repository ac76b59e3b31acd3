import { createHash, randomBytes } from 'node:crypto';
import type { Connect, SeedUser } from '../seed';

/** A user of the contract server: a seeded one, or one created on its first login. */
export interface User {
  user_id_str: string;
  mobile: string;
  name: string;
  screen_name: string;
  connects: Connect[];
  share_code: string;
}

const SHARE_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 8 uppercase alphanumerics, the same for a user id every time (share links survive restarts). */
function deriveShareCode(userId: string): string {
  const digest = createHash('sha256').update(userId).digest();
  return Array.from(digest.subarray(0, 8), (byte) => SHARE_CODE_ALPHABET[byte % SHARE_CODE_ALPHABET.length]).join('');
}

/**
 * A new user's id: the same for a mobile every time (a user keeps its id across restarts), below
 * 2^53 so `user_id` is exact, and a hash, not the number itself: the id travels in tracking
 * reports (user_unique_id), which carry no phone number.
 */
function deriveUserId(mobile: string): string {
  return String(2_000_000_000_000_000 + createHash('sha256').update(`user:${mobile}`).digest().readUIntBE(0, 6));
}

/** Users by mobile and their login sessions. */
export class Accounts {
  readonly #byMobile = new Map<string, User>();
  readonly #sessions = new Map<string, User>();

  constructor(seedUsers: readonly SeedUser[]) {
    for (const seed of seedUsers) {
      this.#byMobile.set(seed.mobile, {
        user_id_str: seed.user_id_str,
        mobile: seed.mobile,
        name: seed.name ?? '',
        screen_name: seed.screen_name ?? '',
        connects: seed.connects ?? [],
        share_code: seed.share_code ?? deriveShareCode(seed.user_id_str),
      });
    }
  }

  /** Opens a session for the mobile's user, creating the user on first login. */
  logIn(mobile: string): { user: User; sessionId: string } {
    let user = this.#byMobile.get(mobile);
    if (!user) {
      const userId = deriveUserId(mobile);
      user = { user_id_str: userId, mobile, name: '', screen_name: '', connects: [], share_code: deriveShareCode(userId) };
      this.#byMobile.set(mobile, user);
    }
    const sessionId = randomBytes(16).toString('hex');
    this.#sessions.set(sessionId, user);
    return { user, sessionId };
  }

  bySession(sessionId: string | undefined): User | undefined {
    return sessionId === undefined ? undefined : this.#sessions.get(sessionId);
  }

  signOut(sessionId: string | undefined): void {
    if (sessionId !== undefined) this.#sessions.delete(sessionId);
  }

  /** The open sessions: each session id and its user. */
  get sessions(): readonly { sessionId: string; user: User }[] {
    return [...this.#sessions].map(([sessionId, user]) => ({ sessionId, user }));
  }

  /** The user with this id, if any. */
  byUserId(userId: string): User | undefined {
    return [...this.#byMobile.values()].find((user) => user.user_id_str === userId);
  }

  byShareCode(shareCode: string): User | undefined {
    return [...this.#byMobile.values()].find((user) => user.share_code === shareCode);
  }
}
