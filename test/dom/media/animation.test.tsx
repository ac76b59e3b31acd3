import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { FrameSequence } from '../../../ui-react/media/frame-sequence';
import { Gachakon } from '../../../ui-react/media/gachakon';
import { useTween } from '../../../ui-react/media/use-tween';
import { expectAxeClean } from '../content/support/axe';
import { renderWithKit } from '../support/render';
import { createMediaKit } from './media-kit';

afterEach(cleanup);

const flush = () => act(async () => {});
const frames = (count: number) => Array.from({ length: count }, (_, index) => `/f${index}.png`);

function Bar({ onDone }: { onDone?: () => void }) {
  const bar = useTween({ to: 100, complete: onDone });
  useEffect(() => bar.start(), [bar.start]);
  return <progress aria-label="bar" max={100} value={bar.value} data-running={bar.running} />;
}

describe('useTween', () => {
  it('re-renders its value step by step to the end over 1000 ms, then completes', () => {
    const { kit } = createMediaKit();
    const onDone = vi.fn();
    renderWithKit(kit, <Bar onDone={onDone} />);
    const bar = screen.getByRole('progressbar', { name: 'bar' }) as HTMLProgressElement;
    act(() => kit.clock.advance(496));
    expect(bar.value).toBe(49);
    act(() => kit.clock.advance(512));
    expect(bar.value).toBe(100);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(bar.dataset.running).toBe('false');
  });

  it('jumps to the end with reduced motion, and stops on unmount', () => {
    const reduced = createMediaKit({ reducedMotion: true });
    renderWithKit(reduced.kit, <Bar />);
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(100);
    cleanup();
    const { kit } = createMediaKit();
    const { unmount } = renderWithKit(kit, <Bar />);
    act(() => kit.clock.advance(100));
    unmount();
    expect(kit.clock.pending()).toBe(0);
  });
});

describe('FrameSequence', () => {
  it('draws the frames into its image at 24 fps and stops on the last one', async () => {
    const { kit, elements } = createMediaKit();
    const onComplete = vi.fn();
    renderWithKit(kit, <FrameSequence images={frames(30)} alt="宝箱打开" onComplete={onComplete} />);
    const image = screen.getByRole('img', { name: '宝箱打开' });
    await flush();
    await flush();
    act(() => kit.clock.advance(512));
    expect(elements.image(image).current).toBe(`/f${Math.floor((512 * 24) / 1000)}.png`);
    act(() => kit.clock.advance(2000));
    expect(elements.image(image).current).toBe('/f29.png');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(kit.clock.pending()).toBe(0);
  });

  it('stops on unmount', async () => {
    const { kit } = createMediaKit();
    const { unmount } = renderWithKit(kit, <FrameSequence images={frames(30)} alt="" loop />);
    await flush();
    await flush();
    act(() => kit.clock.advance(100));
    unmount();
    expect(kit.clock.pending()).toBe(0);
  });
});

describe('Gachakon', () => {
  it('shakes for 4 × 0.6 s, then reveals the reward it drew', async () => {
    const { kit } = createMediaKit();
    const onReveal = vi.fn();
    const { container } = renderWithKit(kit, <Gachakon machine={<span>🎰</span>} draw={() => '星辉石 ×100'} onReveal={onReveal} />);
    fireEvent.click(screen.getByRole('button', { name: '扭一扭' }));
    expect(screen.getByRole('button', { name: '扭蛋中…' })).toHaveProperty('disabled', true);
    act(() => kit.clock.advance(160));
    const machine = container.querySelector('.ck-gachakon__machine') as HTMLElement;
    expect(machine.style.transform).toMatch(/translateX\(/);
    act(() => kit.clock.advance(2200));
    expect(screen.queryByText(/星辉石/)).toBeNull();
    act(() => kit.clock.advance(64));
    expect(screen.getByRole('status').textContent).toBe('恭喜获得 星辉石 ×100');
    expect(machine.style.transform).toBe('');
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '再扭一次' })).toBeTruthy();
    await expectAxeClean(container);
  });

  it('reveals at once with reduced motion, in English', () => {
    const { kit } = createMediaKit({ reducedMotion: true });
    renderWithKit(
      kit,
      <WidgetLanguage language="en">
        <Gachakon machine={<span>🎰</span>} draw={() => 'a badge'} />
      </WidgetLanguage>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(screen.getByRole('status').textContent).toBe('You got a badge');
  });

  it('stops shaking on unmount', () => {
    const { kit } = createMediaKit();
    const { unmount } = renderWithKit(kit, <Gachakon machine={<span>🎰</span>} draw={() => 'x'} />);
    fireEvent.click(screen.getByRole('button', { name: '扭一扭' }));
    act(() => kit.clock.advance(300));
    unmount();
    expect(kit.clock.pending()).toBe(0);
  });
});
