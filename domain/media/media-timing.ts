/** The media features' fixed numbers. */

/** A video unmutes this long after it starts playing, in ms. */
export const UNMUTE_DELAY_MS = 200;
/** The YouTube wrapper tries to build its player this often until the API is ready, in ms. */
export const YOUTUBE_RETRY_MS = 100;
/** A tween moves in this many steps. */
export const TWEEN_STEPS = 100;
/** A tween's default duration, in ms. */
export const TWEEN_DURATION_MS = 1000;
/** A frame sequence's default rate, in frames per second. */
export const FRAME_RATE = 24;
/** The gachakon shake's amplitude, in px. */
export const SHAKE_STRENGTH = 2;
/** The gachakon shake's number of back-and-forth iterations. */
export const SHAKE_ITERATIONS = 4;
/** One shake iteration, in ms. */
export const SHAKE_ITERATION_MS = 600;
/** The shake ends by a timer this long after its planned end when no frame ended it (hidden page), in ms. */
export const SHAKE_FALLBACK_MS = 800;
/** The popup player's width on a desktop screen, in px. */
export const POPUP_VIDEO_WIDTH_PX = 800;
