import type { ControlElementPort, FrameImagePort, FrameImagesPort, MediaElementEvent, MediaElementPort, MediaElementSettings, MediaElementsPort } from '../../ports/media-element.port';

/** What a fake browser lets media do without a user gesture. */
export type FakeAutoplayPolicy = 'allowed' | 'muted-only' | 'blocked';

/** The autoplay rules a {@link FakeMediaElement} follows, shared by all of one {@link FakeMediaElements}. */
export interface FakeAutoplayRules {
  /** What media may do without a user gesture. */
  readonly policy: FakeAutoplayPolicy;
  /** True once the visitor interacted with the page ({@link FakeMediaElements.activate}). */
  readonly activated: boolean;
}

/**
 * A media element that plays at once, following Chromium's rules: muted playback is allowed
 * under `muted-only`, unmuted needs a gesture, and unmuting a playing element without one pauses it.
 */
export class FakeMediaElement implements MediaElementPort {
  readonly #handlers = new Map<MediaElementEvent, Set<() => void>>();
  readonly #rules: () => FakeAutoplayRules;
  #paused = true;
  #muted = false;
  #released = false;
  settings: MediaElementSettings = {};
  /** How many times play() was called. */
  plays = 0;

  /** @param uri - the address it was created for (`audio(uri)`), or undefined for a page element. */
  constructor(rules: () => FakeAutoplayRules, readonly uri?: string, readonly target?: unknown) {
    this.#rules = rules;
  }

  async play(): Promise<boolean> {
    this.plays += 1;
    if (!this.#allowed(this.#muted)) return false;
    if (this.#paused) {
      this.#paused = false;
      this.#emit('playing');
    }
    return true;
  }

  pause(): void {
    if (this.#paused) return;
    this.#paused = true;
    this.#emit('pause');
  }

  isPaused(): boolean {
    return this.#paused;
  }

  isMuted(): boolean {
    return this.#muted;
  }

  setMuted(muted: boolean): void {
    this.#muted = muted;
    if (!muted && !this.#paused && !this.#allowed(false)) this.pause();
  }

  configure(settings: MediaElementSettings): void {
    this.settings = { ...this.settings, ...settings };
  }

  on(event: MediaElementEvent, handler: () => void): () => void {
    const set = this.#handlers.get(event) ?? new Set();
    const once = () => handler();
    set.add(once);
    this.#handlers.set(event, set);
    return () => set.delete(once);
  }

  release(): void {
    this.#released = true;
    this.#paused = true;
  }

  /** Plays to the end: 'pause' then 'ended', as browsers do (nothing while looping). */
  finish(): void {
    if (this.settings.loop) return;
    this.#paused = true;
    this.#emit('pause');
    this.#emit('ended');
  }

  /** How many listeners are attached (0 after a clean release). */
  listenerCount(): number {
    let count = 0;
    for (const set of this.#handlers.values()) count += set.size;
    return count;
  }

  get released(): boolean {
    return this.#released;
  }

  #allowed(muted: boolean): boolean {
    const { policy, activated } = this.#rules();
    return policy === 'allowed' || activated || (policy === 'muted-only' && muted);
  }

  #emit(event: MediaElementEvent): void {
    for (const handler of [...(this.#handlers.get(event) ?? [])]) handler();
  }
}

/** A page element the players show, hide, mark and click. */
export class FakeControlElement implements ControlElementPort {
  hidden = false;
  readonly classes = new Set<string>();
  readonly #handlers = new Set<() => void>();

  constructor(readonly target: unknown) {}

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
  }

  setClass(name: string, on: boolean): void {
    if (on) this.classes.add(name);
    else this.classes.delete(name);
  }

  onClick(handler: () => void): () => void {
    const once = () => handler();
    this.#handlers.add(once);
    return () => this.#handlers.delete(once);
  }

  /** Clicks it as a visitor would. */
  click(): void {
    for (const handler of [...this.#handlers]) handler();
  }

  listenerCount(): number {
    return this.#handlers.size;
  }
}

/** The image of a frame sequence: records what it showed. */
export class FakeFrameImage implements FrameImagePort {
  readonly shown: string[] = [];

  show(url: string): void {
    this.shown.push(url);
  }

  /** The address shown last. */
  get current(): string | undefined {
    return this.shown[this.shown.length - 1];
  }
}

/**
 * The media elements and frame images ports over fakes (one object serves as both): each target gets one fake (the same target, the same fake),
 * `audio(uri)` a new one. `policy` and `activate()` play the browser's autoplay rules.
 * @example
 * const elements = new FakeMediaElements('muted-only');
 * const player = new VideoPlayer({ clock, elements, environment }, new PlayerRegistry(), { uri: 'a.webm', target: 'video' });
 * elements.mediaFor('video').isMuted(); // true
 */
export class FakeMediaElements implements MediaElementsPort, FrameImagesPort {
  readonly #media = new Map<unknown, FakeMediaElement>();
  readonly #controls = new Map<unknown, FakeControlElement>();
  readonly #images = new Map<unknown, FakeFrameImage>();
  readonly audios: FakeMediaElement[] = [];
  readonly preloaded: string[] = [];
  /** Addresses whose preload fails. */
  readonly failing = new Set<string>();
  #activated = false;

  /** @param policy - what plays without a gesture. Defaults to `'allowed'`. */
  constructor(public policy: FakeAutoplayPolicy = 'allowed') {}

  /** The visitor interacted with the page (a click): from now on sound may play. */
  activate(): void {
    this.#activated = true;
  }

  media(target: unknown): FakeMediaElement {
    const element = this.#media.get(target) ?? new FakeMediaElement(this.#rules, undefined, target);
    this.#media.set(target, element);
    return element;
  }

  audio(uri: string): FakeMediaElement {
    const element = new FakeMediaElement(this.#rules, uri);
    this.audios.push(element);
    return element;
  }

  control(target: unknown): FakeControlElement {
    const control = this.#controls.get(target) ?? new FakeControlElement(target);
    this.#controls.set(target, control);
    return control;
  }

  image(target: unknown): FakeFrameImage {
    const image = this.#images.get(target) ?? new FakeFrameImage();
    this.#images.set(target, image);
    return image;
  }

  async preload(url: string): Promise<boolean> {
    this.preloaded.push(url);
    return !this.failing.has(url);
  }

  /** The fake behind a media target (made on first use). */
  mediaFor(target: unknown): FakeMediaElement {
    return this.media(target);
  }

  readonly #rules = (): FakeAutoplayRules => ({ policy: this.policy, activated: this.#activated });
}
