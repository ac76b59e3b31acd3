import { describe, expect, it } from 'vitest';
import { Accounts } from '../../demo/server/state/accounts';

describe('the contract server\'s accounts', () => {
  it('gives a new user an id that survives a restart, is exact as a number, and does not spell out the mobile (it travels in tracking reports)', () => {
    const mobile = '13912345678';
    const { user } = new Accounts([]).logIn(mobile);
    expect(new Accounts([]).logIn(mobile).user.user_id_str).toBe(user.user_id_str);
    expect(user.user_id_str).not.toContain(mobile);
    expect(Number.isSafeInteger(Number(user.user_id_str))).toBe(true);
    expect(new Accounts([]).logIn('13912345679').user.user_id_str).not.toBe(user.user_id_str);
  });
});
