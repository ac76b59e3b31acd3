import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MilestoneCounter } from '../../ui-react/reservation/milestone-counter';
import { calls, createBackendKit } from './support/backend';
import { renderWithKit } from './support/render';

afterEach(cleanup);

describe('MilestoneCounter (SPEC §4 milestone counter, §6 no login needed)', () => {
  it('shows how many have reserved, without a login check', async () => {
    const { kit } = createBackendKit({ reserveCount: 1234 });
    renderWithKit(kit, <MilestoneCounter>人已预约</MilestoneCounter>);

    const count = await screen.findByLabelText('预约人数');
    expect(count.textContent).toBe('1234');
    expect(count.parentElement?.textContent).toBe('1234人已预约');
    expect(calls(kit).map((call) => call.path)).not.toContain('/act/test-app/passport/login_check');
  });

  it('counts again after a new reservation on the page', async () => {
    const { kit } = createBackendKit({ loggedIn: true, reserveCount: 41 });
    renderWithKit(kit, <MilestoneCounter />);
    expect((await screen.findByLabelText('预约人数')).textContent).toBe('41');

    await act(() => kit.reservation.reserve());
    await expect.poll(() => screen.getByLabelText('预约人数').textContent).toBe('42');
  });

  it('says why when the count cannot be loaded', async () => {
    const { kit } = createBackendKit();
    kit.fetchMock.removeRoutes();
    renderWithKit(kit, <MilestoneCounter>人已预约</MilestoneCounter>);
    expect((await screen.findByRole('alert')).textContent).toBe('网络请求失败，请重试');
    expect(screen.queryByLabelText('预约人数')).toBeNull();
  });
});
