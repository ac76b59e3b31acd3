import { CampaignKitError } from '../ports/errors';
import { isDevelopmentBuild } from './development-build';
import type { KitBase } from './kit';

/** The kits created on this browser page and not destroyed. */
const alive = new Set<KitBase>();

/**
 * SPEC §4 (components throw if initialised twice), for one browser page: a second kit while one
 * is alive throws, in a production build. A development build lets a second kit be created, since
 * hot reload re-runs the module that creates the kit and React's strict mode runs a state
 * initialiser twice; the kit that starts replaces the others (see {@link startedOnPage}).
 * @throws CampaignKitError `ALREADY_INITIALIZED` in a production build while a kit is alive.
 */
export function admitPageKit(): void {
  if (alive.size > 0 && !isDevelopmentBuild()) {
    throw new CampaignKitError('ALREADY_INITIALIZED', 'campaign-kit is already initialized; call destroy() first');
  }
}

/** Counts `kit` as alive on the page until it is destroyed ({@link leftPage}). */
export function enteredPage(kit: KitBase): void {
  alive.add(kit);
}

export function leftPage(kit: KitBase): void {
  alive.delete(kit);
}

/** The page's kit is the one that started last: every other kit alive is destroyed. */
export function startedOnPage(kit: KitBase): void {
  for (const other of [...alive]) if (other !== kit) other.destroy();
}
