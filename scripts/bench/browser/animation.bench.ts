// npm run bench animation: 100 tweens and a 24 fps frame sequence running together for 5 s on the
// browser's own adapters (window clock frames, an <img>, 100 boxes moved by transform). Reports the
// frames the page painted and dropped (a gap of more than 1.5 frame periods counts its missing
// frames), the main-thread time spent in the kit's frame callbacks (tween maths, easing and the
// style writes they make), long tasks, and the frames the sequence showed (24 a second expected).
import { FrameSequence, Tween, TweenGroup } from 'campaign-kit/media';
import type { ClockPort } from 'campaign-kit/content';
import { HtmlFrameImagesAdapter, WindowClockAdapter, WindowMediaEnvironmentAdapter } from 'campaign-kit/adapters';

const RUN_MS = 5000;
const TWEENS = 100;
const FRAME_MS = 1000 / 60;

interface Figure {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: number;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The window clock, with the time spent inside the frame callbacks it runs added up. */
function timedClock(clock: ClockPort, spent: { ms: number }): ClockPort {
  return {
    now: () => clock.now(),
    setTimeout: (callback, ms) => clock.setTimeout(callback, ms),
    setInterval: (callback, ms) => clock.setInterval(callback, ms),
    requestFrame: (callback) =>
      clock.requestFrame((time) => {
        const start = performance.now();
        callback(time);
        spent.ms += performance.now() - start;
      }),
  };
}

/** 24 frames of a small SVG (a bar growing), as data: addresses, so the page needs no files. */
function sequenceFrames(): string[] {
  return Array.from({ length: 24 }, (_, index) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="24"><rect width="${4 * (index + 1)}" height="24" fill="#ff7a18"/></svg>`;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  });
}

async function run(): Promise<Figure[]> {
  const spent = { ms: 0 };
  const ports = { clock: timedClock(new WindowClockAdapter(), spent), images: new HtmlFrameImagesAdapter(), environment: new WindowMediaEnvironmentAdapter() };
  const root = document.querySelector('#root') as HTMLElement;
  const image = document.createElement('img');
  image.alt = '';
  root.append(image);
  const boxes = Array.from({ length: TWEENS }, (_, index) => {
    const box = document.createElement('div');
    box.style.cssText = `position:absolute;left:${(index % 20) * 24}px;top:${40 + Math.floor(index / 20) * 24}px;width:16px;height:16px;background:#5b4bff`;
    root.append(box);
    return box;
  });

  const sequence = new FrameSequence(ports, { target: image, images: sequenceFrames(), loop: true, autoplay: false });
  await sequence.ready;
  let shown = 0;
  const counting = sequence.state$.subscribe(() => (shown += 1));
  const groups = Array.from({ length: 10 }, () => new TweenGroup());
  const tweens = boxes.map(
    (box, index) =>
      new Tween(ports, {
        to: 200,
        duration: 800 + (index % 5) * 100,
        easing: index % 2 ? 'easeInOutCubic' : 'easeOutQuad',
        loop: true,
        group: index < 10 ? groups[index] : undefined,
        update: (value) => (box.style.transform = `translateX(${value}px)`),
      }),
  );

  // The page's own frames, to count what was painted and what was dropped.
  const gaps: number[] = [];
  let last = 0;
  let painting = true;
  const paint = (time: number) => {
    if (last) gaps.push(time - last);
    last = time;
    if (painting) requestAnimationFrame(paint);
  };
  let longTasks = 0;
  let longTaskMs = 0;
  const observer = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('longtask') ? new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks += 1;
      longTaskMs += entry.duration;
    }
  }) : undefined;
  observer?.observe({ type: 'longtask' });

  requestAnimationFrame(paint);
  const started = performance.now();
  sequence.play();
  for (const tween of tweens) tween.start();
  shown = 0;
  await new Promise((resolve) => setTimeout(resolve, RUN_MS));
  const elapsed = performance.now() - started;
  for (const tween of tweens) tween.stop();
  sequence.destroy();
  counting.unsubscribe();
  painting = false;
  observer?.disconnect();

  const dropped = gaps.reduce((total, gap) => total + (gap > 1.5 * FRAME_MS ? Math.round(gap / FRAME_MS) - 1 : 0), 0);
  return [
    { label: 'run time', value: round(elapsed, 0), unit: 'ms' },
    { label: 'frames painted', value: gaps.length, unit: 'frames' },
    { label: 'frames dropped (gaps over 1.5 periods at 60 Hz)', value: dropped, unit: 'frames' },
    { label: 'kit main-thread time in frame callbacks', value: round(spent.ms), unit: 'ms' },
    { label: 'kit main-thread time per painted frame', value: round(spent.ms / Math.max(1, gaps.length), 2), unit: 'ms' },
    { label: 'long tasks (over 50 ms)', value: longTasks, unit: 'tasks' },
    { label: 'long tasks, total', value: round(longTaskMs, 0), unit: 'ms' },
    { label: 'frame sequence frames shown (24 fps × 5 s = 120)', value: shown, unit: 'frames' },
  ];
}

run().then(
  (figures) => ((window as unknown as { __bench: unknown }).__bench = { figures }),
  (error: unknown) => ((window as unknown as { __bench: unknown }).__bench = { error: error instanceof Error ? error.message : String(error) }),
);
