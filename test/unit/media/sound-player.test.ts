import { describe, expect, it, vi } from 'vitest';
import { SoundPlayer } from '../../../domain/media/sound-player';
import * as MESSAGES from '../../../ports/messages';
import { mediaFakes, settle } from './media-fakes';

describe('SoundPlayer', () => {
  it('plays and pauses, marking the control with the playing class (default "playing")', async () => {
    const ports = mediaFakes();
    const sound = new SoundPlayer(ports, { uri: 'bgm.ogg', control: 'button' });
    const control = ports.elements.control('button');
    control.click();
    await settle();
    expect(sound.state.playing).toBe(true);
    expect(control.classes.has('playing')).toBe(true);
    control.click();
    expect(sound.state.playing).toBe(false);
    expect(control.classes.has('playing')).toBe(false);
  });

  it('uses the given playing class and loops by default', async () => {
    const ports = mediaFakes();
    const sound = new SoundPlayer(ports, { uri: 'bgm.ogg', control: 'b', playingClass: 'on' });
    await sound.play();
    expect(ports.elements.control('b').classes.has('on')).toBe(true);
    expect(ports.elements.audios[0]?.settings.loop).toBe(true);
  });

  it('pauses when the page is hidden and resumes when it is shown again', async () => {
    const ports = mediaFakes();
    const sound = new SoundPlayer(ports, { uri: 'bgm.ogg' });
    await sound.play();
    ports.page.setVisible(false);
    expect(sound.state.playing).toBe(false);
    ports.page.setVisible(true);
    await settle();
    expect(sound.state.playing).toBe(true);
  });

  it('does not resume on show when the visitor paused it', async () => {
    const ports = mediaFakes();
    const sound = new SoundPlayer(ports, { uri: 'bgm.ogg' });
    await sound.play();
    sound.pause();
    ports.page.setVisible(false);
    ports.page.setVisible(true);
    await settle();
    expect(sound.state.playing).toBe(false);
  });

  it('retries a start the browser refused at the visitor\'s next click', async () => {
    const ports = mediaFakes({ policy: 'blocked' });
    const sound = new SoundPlayer(ports, { uri: 'bgm.ogg', autoClick: true });
    await settle();
    expect(sound.state).toMatchObject({ playing: false, waitingForClick: true });
    ports.elements.activate();
    ports.environment.click();
    await settle();
    expect(sound.state).toMatchObject({ playing: true, waitingForClick: false });
    expect(ports.environment.waitingCount()).toBe(0);
  });

  it('calls complete at the end when not looping', async () => {
    const ports = mediaFakes();
    const complete = vi.fn();
    const sound = new SoundPlayer(ports, { uri: 'jingle.ogg', loop: false, complete });
    await sound.play();
    ports.elements.audios[0]?.finish();
    expect(complete).toHaveBeenCalledTimes(1);
    expect(sound.state.playing).toBe(false);
  });

  it('without a uri logs that there is no audio path and plays nothing', async () => {
    const ports = mediaFakes();
    const sound = new SoundPlayer(ports, {});
    expect(ports.environment.warnings).toEqual([MESSAGES.soundNoUri]);
    expect(MESSAGES.soundNoUri).toMatch(/no audio path/);
    expect(await sound.play()).toBe(false);
    expect(ports.elements.audios).toHaveLength(0);
  });

  it('leaves no listener or click wait after destroy', async () => {
    const ports = mediaFakes({ policy: 'blocked' });
    const sound = new SoundPlayer(ports, { uri: 'bgm.ogg', control: 'b', autoClick: true });
    await settle();
    sound.destroy();
    const audio = ports.elements.audios[0];
    expect(audio?.listenerCount()).toBe(0);
    expect(audio?.released).toBe(true);
    expect(ports.elements.control('b').listenerCount()).toBe(0);
    expect(ports.environment.waitingCount()).toBe(0);
    ports.page.setVisible(false);
    ports.page.setVisible(true);
    await settle();
    expect(audio?.plays).toBe(1);
  });
});
