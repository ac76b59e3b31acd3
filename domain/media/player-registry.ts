import type { Pausable } from './media.types';

/**
 * The page's players, so that one playing pauses every other. One registry per page:
 * the media service holds it, and every player it builds joins it.
 */
export class PlayerRegistry {
  readonly #players = new Set<Pausable>();

  /** Adds a player; returns the function that removes it. */
  join(player: Pausable): () => void {
    this.#players.add(player);
    return () => this.#players.delete(player);
  }

  /** `player` started: pauses every other one. */
  started(player: Pausable): void {
    for (const other of [...this.#players]) if (other !== player) other.pause();
  }

  /** How many players are on the page. */
  get size(): number {
    return this.#players.size;
  }
}
