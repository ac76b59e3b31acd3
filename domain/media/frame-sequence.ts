import { BehaviorSubject, type Observable } from 'rxjs';
import type { Cancel } from '../../ports/clock.port';
import type { FrameImagePort } from '../../ports/media-element.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import { patchState, type StateSource } from '../shared/state-source';
import { runFrames } from './frame-loop';
import { FRAME_RATE } from './media-timing';
import type { FrameSequencePorts } from './media.types';

/** Options of a frame sequence. */
export interface FrameSequenceOptions {
  /** The image the frames are drawn into. Required. */
  readonly target: unknown;
  /** The frames' image addresses, in order. Required, not empty. */
  readonly images: readonly string[];
  /** Frames per second. Defaults to `24`. */
  readonly fps?: number;
  /** Starts again at the first frame after the last. Defaults to `false`. */
  readonly loop?: boolean;
  /** Loads every frame before the first play. Defaults to `true`. */
  readonly preload?: boolean;
  /** Plays as soon as it is built (after preloading). Defaults to `true`. */
  readonly autoplay?: boolean;
  /** Called when a sequence that does not loop shows its last frame. */
  readonly complete?: () => void;
}

/** Where a frame sequence is. */
export interface FrameSequenceState {
  /** The index of the frame shown. */
  readonly frame: number;
  readonly playing: boolean;
  /** True once preloading settled (at once without preload). */
  readonly ready: boolean;
}

/**
 * Images shown one after another at `fps` on the clock's frames. Without `loop` it stops
 * on the last frame and calls `complete`. With reduced motion it shows the last frame (the first
 * when looping) without animating.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'the frame sequence needs a target image' or
 *   'the frame sequence needs a non-empty list of image keys' (also warned), or a bad `fps`.
 */
export class FrameSequence implements StateSource<FrameSequenceState> {
  readonly #ports: FrameSequencePorts;
  readonly #options: FrameSequenceOptions;
  readonly #image: FrameImagePort;
  readonly #state = new BehaviorSubject<FrameSequenceState>({ frame: 0, playing: false, ready: false });
  /** Delivers the current state on subscribe, then each change. */
  readonly state$: Observable<FrameSequenceState> = this.#state.asObservable();
  readonly #fps: number;
  #stopFrames: Cancel | undefined;
  #destroyed = false;
  /** Settles when preloading did (at once without preload). */
  readonly ready: Promise<void>;

  constructor(ports: FrameSequencePorts, options: FrameSequenceOptions) {
    if (options.target === undefined || options.target === null) throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.frameTarget);
    if (!Array.isArray(options.images) || options.images.length === 0) {
      ports.environment.warn(MESSAGES.frameImages);
      throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.frameImages);
    }
    const fps = options.fps ?? FRAME_RATE;
    if (!(typeof fps === 'number' && fps > 0 && Number.isFinite(fps))) throw new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.frameRate}${String(fps)}`);
    this.#ports = ports;
    this.#options = options;
    this.#fps = fps;
    this.#image = ports.images.image(options.target);
    this.#image.show(options.images[0] as string);
    this.ready = (options.preload ?? true) ? Promise.all(options.images.map((url) => ports.images.preload(url))).then(() => undefined) : Promise.resolve();
    void this.ready.then(() => {
      if (this.#destroyed) return;
      patchState(this.#state, { ready: true });
      if (options.autoplay ?? true) this.play();
    });
  }

  get state(): FrameSequenceState {
    return this.#state.value;
  }

  /** Plays from the first frame (again, if playing). */
  play(): void {
    this.stop();
    if (this.#destroyed) return;
    const { images, loop = false } = this.#options;
    const last = images.length - 1;
    if (this.#ports.environment.prefersReducedMotion()) {
      this.#show(loop ? 0 : last);
      if (!loop) this.#options.complete?.();
      return;
    }
    this.#show(0);
    patchState(this.#state, { playing: true });
    this.#stopFrames = runFrames(this.#ports.clock, (elapsed) => {
      const count = Math.floor((elapsed * this.#fps) / 1000 + 1e-9);
      if (!loop && count >= last) {
        this.#show(last);
        this.#stopFrames = undefined;
        patchState(this.#state, { playing: false });
        this.#options.complete?.();
        return false;
      }
      this.#show(count % images.length);
      return true;
    });
  }

  /** Stops on the frame shown. */
  stop(): void {
    this.#stopFrames?.();
    this.#stopFrames = undefined;
    if (this.state.playing) patchState(this.#state, { playing: false });
  }

  /** Stops for good; a pending preload no longer starts it. */
  destroy(): void {
    this.#destroyed = true;
    this.stop();
  }

  #show(frame: number): void {
    if (frame === this.state.frame && this.state.playing) return;
    this.#image.show(this.#options.images[frame] as string);
    patchState(this.#state, { frame });
  }
}
