import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKit } from '../../composition/testing';
import { useMountTask } from '../../ui-react/shared/use-mount-task';
import { renderWithKit } from './support/render';

afterEach(cleanup);

/** A frame, then a task: past the paint useMountTask waits for. */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function Probe({ log }: { readonly log: string[] }) {
  useMountTask(() => {
    log.push('run');
    return () => log.push('cleanup');
  }, []);
  return null;
}

describe('useMountTask', () => {
  it('runs after the render and the next paint, not in them, and once under StrictMode', async () => {
    const log: string[] = [];
    render(
      <StrictMode>
        <Probe log={log} />
      </StrictMode>,
    );
    expect(log).toEqual([]);
    await afterPaint();
    expect(log).toEqual(['run']);
  });

  it('runs nothing when unmounted before its turn, and cleans up after it', async () => {
    const early: string[] = [];
    render(<Probe log={early} />).unmount();
    await afterPaint();
    expect(early).toEqual([]);

    const late: string[] = [];
    const view = render(<Probe log={late} />);
    await afterPaint();
    view.unmount();
    expect(late).toEqual(['run', 'cleanup']);
  });
});

describe('useMountTask under a kit', () => {
  it('waits for the page to show content, then for the next paint', async () => {
    const kit = createTestKit({ painted: false });
    const log: string[] = [];
    renderWithKit(kit, <Probe log={log} />);
    await afterPaint();
    await afterPaint();
    expect(log).toEqual([]);
    kit.page.paint();
    expect(log).toEqual([]);
    await afterPaint();
    expect(log).toEqual(['run']);
  });

  it('runs nothing when unmounted before the page shows content', async () => {
    const kit = createTestKit({ painted: false });
    const log: string[] = [];
    renderWithKit(kit, <Probe log={log} />).unmount();
    kit.page.paint();
    await afterPaint();
    expect(log).toEqual([]);
  });
});
