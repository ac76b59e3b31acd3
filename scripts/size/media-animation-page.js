// Tween, frame sequence and gachakon shake by hand: a progress bar, a chest opening frame by
// frame, and a capsule machine that shakes before its reward.
import { FrameSequence, Tween, TweenGroup, shakeGachakon } from 'campaign-kit/media';
import { HtmlFrameImagesAdapter, WindowClockAdapter, WindowMediaEnvironmentAdapter } from 'campaign-kit/adapters';

const ports = { clock: new WindowClockAdapter(), images: new HtmlFrameImagesAdapter(), environment: new WindowMediaEnvironmentAdapter() };
const bar = document.querySelector('#bar');
const group = new TweenGroup();
new Tween(ports, { to: 100, easing: 'easeOutCubic', group, update: (value) => (bar.style.width = `${value}%`) }).start();
new FrameSequence(ports, { target: document.querySelector('#chest'), images: Array.from({ length: 12 }, (_, index) => `/chest-${index}.png`) });
const machine = document.querySelector('#machine');
document.querySelector('#draw').onclick = () =>
  shakeGachakon(ports, {
    update: ({ x, rotate }) => (machine.style.transform = `translateX(${x}px) rotate(${rotate}deg)`),
    complete: () => (document.querySelector('#reward').hidden = false),
  });
