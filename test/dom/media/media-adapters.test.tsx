import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentVisibilityAdapter } from '../../../adapters/browser/document-visibility.adapter';
import { HtmlMediaElementsAdapter } from '../../../adapters/browser/media-elements.adapter';
import { HtmlFrameImagesAdapter } from '../../../adapters/browser/media-frames.adapter';
import { WindowMediaEnvironmentAdapter, type MediaWindow } from '../../../adapters/browser/media-environment.adapter';
import { GlobalYouTubeAdapter, type YouTubeGlobal } from '../../../adapters/browser/media-youtube.adapter';
import { SoundPlayer } from '../../../domain/media/sound-player';
import { isCampaignKitError } from '../../../ports/errors';
import * as MESSAGES from '../../../ports/messages';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isCampaignKitError(error) ? `${error.code} ${error.message}` : 'other';
  }
  return 'none';
};

describe('HtmlMediaElementsAdapter', () => {
  it('marks a video playsinline, keeps muted property and attribute together, and applies the settings', () => {
    const video = document.createElement('video');
    const element = new HtmlMediaElementsAdapter().media(video);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('webkit-playsinline')).toBe(true);
    element.setMuted(true);
    expect([video.muted, video.hasAttribute('muted'), element.isMuted()]).toEqual([true, true, true]);
    element.setMuted(false);
    expect([video.muted, video.hasAttribute('muted')]).toEqual([false, false]);
    element.configure({ src: 'http://localhost/clip.webm', loop: true, controls: true, objectFit: 'contain' });
    expect([video.src, video.loop, video.controls, video.style.objectFit]).toEqual(['http://localhost/clip.webm', true, true, 'contain']);
  });

  it('play() resolves false when the browser refuses, true when it plays', async () => {
    const video = document.createElement('video');
    const element = new HtmlMediaElementsAdapter().media(video);
    vi.spyOn(video, 'play').mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError')).mockResolvedValueOnce(undefined);
    expect(await element.play()).toBe(false);
    expect(await element.play()).toBe(true);
  });

  it('on() follows the element events until its off function is called', () => {
    const video = document.createElement('video');
    const element = new HtmlMediaElementsAdapter().media(video);
    const ended = vi.fn();
    const off = element.on('ended', ended);
    video.dispatchEvent(new Event('ended'));
    off();
    video.dispatchEvent(new Event('ended'));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('makes detached audio for a uri, emptied on release', () => {
    const adapter = new HtmlMediaElementsAdapter();
    const created = vi.spyOn(document, 'createElement');
    const audio = adapter.audio('http://localhost/bgm.ogg');
    const made = created.mock.results[0]!.value as HTMLAudioElement;
    expect(made.tagName).toBe('AUDIO');
    expect(made.src).toBe('http://localhost/bgm.ogg');
    expect(made.isConnected).toBe(false);
    vi.spyOn(made, 'load').mockImplementation(() => {});
    vi.spyOn(made, 'pause').mockImplementation(() => {});
    audio.release();
    expect(made.hasAttribute('src')).toBe(false);
  });

  it('drives a control element: hidden, class, clicks until stopped', () => {
    const button = document.createElement('button');
    const control = new HtmlMediaElementsAdapter().control(button);
    control.setHidden(true);
    control.setClass('playing', true);
    expect([button.hidden, button.classList.contains('playing')]).toEqual([true, true]);
    const clicked = vi.fn();
    const off = control.onClick(clicked);
    button.click();
    off();
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('refuses what is not an element of the right kind', () => {
    const adapter = new HtmlMediaElementsAdapter();
    expect(failure(() => adapter.media(document.createElement('div')))).toBe(`INVALID_ARGUMENT ${MESSAGES.mediaTarget}a <video> or <audio> element`);
    expect(failure(() => adapter.media('#video'))).toBe(`INVALID_ARGUMENT ${MESSAGES.mediaTarget}a <video> or <audio> element`);
    expect(failure(() => adapter.control(null))).toBe(`INVALID_ARGUMENT ${MESSAGES.mediaTarget}an element`);
    expect(failure(() => adapter.media(document.createElement('audio')))).toBe('none');
  });
});

describe('HtmlFrameImagesAdapter', () => {
  it('draws into an <img> and refuses anything else', () => {
    const image = document.createElement('img');
    const adapter = new HtmlFrameImagesAdapter();
    adapter.image(image).show('http://localhost/f1.png');
    expect(image.src).toBe('http://localhost/f1.png');
    expect(failure(() => adapter.image(document.createElement('div')))).toBe(`INVALID_ARGUMENT ${MESSAGES.mediaTarget}an <img> element`);
  });

  it('preload resolves true on load and false on error', async () => {
    const images: HTMLImageElement[] = [];
    const adapter = new HtmlFrameImagesAdapter({ createElement: ((tag: string) => images[images.push(document.createElement(tag as 'img')) - 1]) as Document['createElement'] });
    const loaded = adapter.preload('http://localhost/a.png');
    const failed = adapter.preload('http://localhost/b.png');
    images[0]!.onload?.(new Event('load'));
    images[1]!.onerror?.(new Event('error'));
    expect(await loaded).toBe(true);
    expect(await failed).toBe(false);
  });
});

describe('WindowMediaEnvironmentAdapter', () => {
  it('reads prefers-reduced-motion through matchMedia (false without it)', () => {
    const queries: string[] = [];
    const reduced = { ...window, matchMedia: (query: string) => (queries.push(query), { matches: true }) } as unknown as MediaWindow;
    expect(new WindowMediaEnvironmentAdapter(reduced).prefersReducedMotion()).toBe(true);
    expect(queries).toEqual(['(prefers-reduced-motion: reduce)']);
    expect(new WindowMediaEnvironmentAdapter({ ...reduced, matchMedia: undefined } as unknown as MediaWindow).prefersReducedMotion()).toBe(false);
  });

  it('calls back once at the next click, and not at all once stopped, leaving no listener', () => {
    const environment = new WindowMediaEnvironmentAdapter(window);
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const first = vi.fn();
    environment.onNextClick(first);
    document.body.click();
    document.body.click();
    expect(first).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    environment.onNextClick(second)();
    document.body.click();
    expect(second).not.toHaveBeenCalled();
    expect(removed.mock.calls.length).toBe(added.mock.calls.length);
  });

  it('warns in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    new WindowMediaEnvironmentAdapter(window).warn(MESSAGES.soundNoUri);
    expect(warn).toHaveBeenCalledWith(`campaign-kit media: ${MESSAGES.soundNoUri}`);
  });
});

describe('GlobalYouTubeAdapter', () => {
  function fakeYt() {
    const built: Array<{ target: HTMLElement; options: Record<string, any>; calls: string[] }> = [];
    class Player {
      readonly calls: string[] = [];
      constructor(target: HTMLElement, options: Record<string, any>) {
        built.push({ target, options, calls: this.calls });
      }
      playVideo() {
        this.calls.push('play');
      }
      pauseVideo() {
        this.calls.push('pause');
      }
      mute() {
        this.calls.push('mute');
      }
      destroy() {
        this.calls.push('destroy');
      }
    }
    const global: { YT?: { loaded?: number; Player?: unknown } } = {};
    return { global, built, install: (loaded: number) => (global.YT = { loaded, Player }) };
  }

  it('is ready once YT.Player is there and loaded', () => {
    const yt = fakeYt();
    const adapter = new GlobalYouTubeAdapter(yt.global as YouTubeGlobal);
    expect(adapter.isReady()).toBe(false);
    yt.install(0);
    expect(adapter.isReady()).toBe(false);
    yt.install(1);
    expect(adapter.isReady()).toBe(true);
  });

  it('builds with the player variables of the options, mutes and plays an autoplaying one when ready, and maps its states', () => {
    const yt = fakeYt();
    yt.install(1);
    const adapter = new GlobalYouTubeAdapter(yt.global as YouTubeGlobal);
    const states: string[] = [];
    const target = document.createElement('div');
    const handle = adapter.create(target, { videoId: 'abc', autoplay: true, controls: false, limitedUi: true, muted: true, onStateChange: (state) => states.push(state) });
    const [player] = yt.built;
    expect(player!.target).toBe(target);
    expect(player!.options.videoId).toBe('abc');
    expect(player!.options.playerVars).toEqual({ autoplay: 1, controls: 0, playsinline: 1, rel: 0, iv_load_policy: 3 });
    player!.options.events.onReady();
    expect(player!.calls).toEqual(['mute', 'play']);
    for (const data of [1, 2, 0, 3]) player!.options.events.onStateChange({ data });
    expect(states).toEqual(['playing', 'paused', 'ended']);
    handle.pause();
    handle.destroy();
    expect(player!.calls.slice(2)).toEqual(['pause', 'destroy']);
    adapter.create(document.createElement('div'), { videoId: 'x', autoplay: false, controls: true, limitedUi: false, muted: false, onStateChange: () => {} });
    expect(yt.built[1]!.options.playerVars).toEqual({ autoplay: 0, controls: 1, playsinline: 1 });
    expect(failure(() => adapter.create('#box', { videoId: 'x', autoplay: false, controls: true, limitedUi: false, muted: false, onStateChange: () => {} }))).toBe(
      `INVALID_ARGUMENT ${MESSAGES.mediaTarget}an element`,
    );
  });
});

describe('SoundPlayer by hand on the browser adapters (the document visibility, no page adapter)', () => {
  function setVisible(visible: boolean): void {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('plays on the control, pauses while the document is hidden and resumes when it is shown', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const button = document.body.appendChild(document.createElement('button'));
    const sound = new SoundPlayer(
      { page: new DocumentVisibilityAdapter(document), elements: new HtmlMediaElementsAdapter(document), environment: new WindowMediaEnvironmentAdapter(window) },
      { uri: 'http://localhost/bgm.ogg', control: button },
    );
    button.click();
    await vi.waitFor(() => expect(sound.state.playing).toBe(true));
    expect(button.classList.contains('playing')).toBe(true);
    setVisible(false);
    expect([sound.state.playing, button.classList.contains('playing')]).toEqual([false, false]);
    setVisible(true);
    await vi.waitFor(() => expect(sound.state.playing).toBe(true));
    sound.destroy();
  });
});
