import { describe, expect, it } from 'vitest';
import { LikeToggle, type LikeState } from '../../../domain/content/like-toggle';
import type { LikeOptions, LikeResult } from '../../../domain/content/content.types';
import { CampaignKitError } from '../../../ports';

/** A content client whose like answers a test gives by hand. */
function likes() {
  const calls: { id: string; options: LikeOptions; resolve: (result: LikeResult) => void; reject: (error: unknown) => void }[] = [];
  const content = {
    like: (id: string | number, options: LikeOptions = {}) => new Promise<LikeResult>((resolve, reject) => calls.push({ id: String(id), options, resolve, reject })),
  };
  return { content, calls };
}

const shown = (state: LikeState) => [state.liked, state.likeCount, state.pending];

describe('LikeToggle: optimistic, rolled back on failure', () => {
  it('shows the like at once, sends it, then shows the server counts', async () => {
    const { content, calls } = likes();
    const toggle = new LikeToggle(content, { id: 'n-1' }, { liked: false, likeCount: 4, forwardCount: 1 });
    const done = toggle.toggle();
    expect(shown(toggle.state)).toEqual([true, 5, true]);
    expect(calls.map(({ id, options }) => ({ id, options }))).toEqual([{ id: 'n-1', options: { liked: true, type: undefined } }]);
    calls[0]!.resolve({ liked: true, likeCount: 9, forwardCount: 2 });
    await done;
    expect(toggle.state).toEqual({ liked: true, likeCount: 9, forwardCount: 2, pending: false });
  });

  it('takes a like back, and never shows a count under 0', async () => {
    const { content, calls } = likes();
    const toggle = new LikeToggle(content, { id: 'v-1', type: 'video' }, { liked: true, likeCount: 0 });
    const done = toggle.toggle();
    expect(shown(toggle.state)).toEqual([false, 0, true]);
    expect(calls[0]!.options).toEqual({ liked: false, type: 'video' });
    calls[0]!.resolve({ liked: false, likeCount: 0, forwardCount: 0 });
    await done;
  });

  it('rolls back to what was shown when the call fails, keeps the failure, and clears it on the next toggle', async () => {
    const { content, calls } = likes();
    const toggle = new LikeToggle(content, { id: 'n-1' }, { likeCount: 2, forwardCount: 3 });
    const failing = toggle.toggle();
    const failure = new CampaignKitError('SERVER', 'news not found', { errorCode: 10004 });
    calls[0]!.reject(failure);
    await expect(failing).resolves.toBeUndefined();
    expect(toggle.state).toEqual({ liked: false, likeCount: 2, forwardCount: 3, pending: false, error: failure });
    const again = toggle.toggle();
    expect(toggle.state.error).toBeUndefined();
    calls[1]!.resolve({ liked: true, likeCount: 3, forwardCount: 3 });
    await again;
    expect(shown(toggle.state)).toEqual([true, 3, false]);
  });

  it('ignores a toggle while one is on its way', async () => {
    const { content, calls } = likes();
    const toggle = new LikeToggle(content, { id: 'n-1' });
    const first = toggle.toggle();
    await toggle.toggle();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ liked: true, likeCount: 1, forwardCount: 0 });
    await first;
    expect(toggle.state.likeCount).toBe(1);
  });
});
