import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../../composition/testing';
import { passport } from '../support/routes';

describe('the code countdown (SPEC §4: locked for 60 s, then unlocked)', () => {
  it('reads 0 s before any code is sent, and leaves no timer running once it is over', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
    expect(kit.account.countdown.state).toEqual({ remainingSeconds: 0 });
    const timersBefore = kit.clock.pending();
    await kit.account.sendCode('13800000000');
    expect(kit.account.countdown.state.remainingSeconds).toBe(60);
    kit.clock.advance(60_000);
    expect(kit.account.countdown.state).toEqual({ remainingSeconds: 0 });
    expect(kit.clock.pending()).toBe(timersBefore);
  });
});
