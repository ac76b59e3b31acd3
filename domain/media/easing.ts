import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/** An easing function: progress 0..1 in, eased progress out (0 at 0, 1 at 1). */
export type Easing = (progress: number) => number;

const cubic = (t: number) => t * t * t;

/** The easing functions a tween can name. */
export const EASINGS = {
  linear: (t: number) => t,
  easeInQuad: (t: number) => t * t,
  easeOutQuad: (t: number) => t * (2 - t),
  easeInOutQuad: (t: number) => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)),
  easeInCubic: cubic,
  easeOutCubic: (t: number) => 1 - cubic(1 - t),
  easeInOutCubic: (t: number) => (t < 0.5 ? 4 * cubic(t) : 1 - 4 * cubic(1 - t)),
  easeInSine: (t: number) => 1 - Math.cos((t * Math.PI) / 2),
  easeOutSine: (t: number) => Math.sin((t * Math.PI) / 2),
  easeInOutSine: (t: number) => (1 - Math.cos(t * Math.PI)) / 2,
} as const satisfies Record<string, Easing>;

/** The names of {@link EASINGS}. */
export type EasingName = keyof typeof EASINGS;

/**
 * The easing function for a name, or the function itself.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'unknown easing: {name}'.
 */
export function easingOf(easing: EasingName | Easing = 'linear'): Easing {
  if (typeof easing === 'function') return easing;
  if (Object.prototype.hasOwnProperty.call(EASINGS, easing)) return EASINGS[easing];
  throw new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.unknownEasing}${String(easing)}`);
}
