/** Who reserved, and through whose share code. Invite counts are derived, never stored. */
export class Reservations {
  /** user id -> inviter's user id, or null without one. */
  readonly #byUser = new Map<string, string | null>();

  constructor(reservedUserIds: readonly string[]) {
    for (const userId of reservedUserIds) this.#byUser.set(userId, null);
  }

  has(userId: string): boolean {
    return this.#byUser.has(userId);
  }

  /** @returns false when the user had already reserved (nothing changes then). */
  add(userId: string, inviterId: string | null): boolean {
    if (this.#byUser.has(userId)) return false;
    this.#byUser.set(userId, inviterId);
    return true;
  }

  invitedCount(userId: string): number {
    return [...this.#byUser.values()].filter((inviter) => inviter === userId).length;
  }

  /** Every reservation: the user and the inviter whose share code it came with (null without one). */
  get entries(): readonly { userId: string; inviterId: string | null }[] {
    return [...this.#byUser].map(([userId, inviterId]) => ({ userId, inviterId }));
  }

  get count(): number {
    return this.#byUser.size;
  }
}
