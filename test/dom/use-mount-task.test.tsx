import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMountTask } from '../../ui-react/use-mount-task';

afterEach(cleanup);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function Probe({ log }: { readonly log: string[] }) {
  useMountTask(() => {
    log.push('run');
    return () => log.push('cleanup');
  }, []);
  return null;
}

describe('useMountTask', () => {
  it('runs after the render task, not in it, and once under StrictMode', async () => {
    const log: string[] = [];
    render(
      <StrictMode>
        <Probe log={log} />
      </StrictMode>,
    );
    expect(log).toEqual([]);
    await nextTask();
    expect(log).toEqual(['run']);
  });

  it('runs nothing when unmounted before its task, and cleans up after it', async () => {
    const early: string[] = [];
    render(<Probe log={early} />).unmount();
    await nextTask();
    expect(early).toEqual([]);

    const late: string[] = [];
    const view = render(<Probe log={late} />);
    await nextTask();
    view.unmount();
    expect(late).toEqual(['run', 'cleanup']);
  });
});
