import { describe, expect, it } from 'vitest';
import { deriveUsername, toAccountUser } from '../../../domain/account/account-user';

describe('username fallback (SPEC §3)', () => {
  const id = '7012345678901234';

  it('prefers screen_name, then name', () => {
    expect(deriveUsername({ user_id_str: id, screen_name: 'Ace', name: 'Bob' })).toBe('Ace');
    expect(deriveUsername({ user_id_str: id, screen_name: '', name: 'Bob' })).toBe('Bob');
  });

  it("falls back to the first connected platform's screen name", () => {
    expect(
      deriveUsername({ user_id_str: id, connects: [{ platform: 'douyin', platform_screen_name: 'dy_fan' }, { platform: 'weibo', platform_screen_name: 'wb' }] }),
    ).toBe('dy_fan');
  });

  it('ends with user plus the last 8 characters of the id', () => {
    expect(deriveUsername({ user_id_str: id })).toBe('user78901234');
  });

  it('derives the user of SPEC §3', () => {
    const raw = { user_id_str: id, name: 'Bob', mobile: '138****0000', connects: [{ platform: 'weibo' }] };
    expect(toAccountUser(raw)).toEqual({ userId: id, username: 'Bob', platform: 'weibo', mobile: '138****0000', raw });
  });

  // Found by test/fuzz: a number or an object where the server should send text threw a TypeError
  // out of the login check.
  it('reads wrong-typed fields of the server as text where they are numbers, else as missing', () => {
    const raw = { user_id_str: 7012345678901234, screen_name: {}, name: 42, mobile: [], connects: [{ platform: 7 }] } as never;
    expect(toAccountUser(raw)).toEqual({ userId: '7012345678901234', username: '42', platform: '7', mobile: undefined, raw });
    expect(deriveUsername({ user_id_str: 7012345678901234, screen_name: null } as never)).toBe('user78901234');
  });
});

describe('the derived user, from whatever account info the server sends (SPEC §3)', () => {
  it('takes the last 8 characters of an id of any length', () => {
    expect(deriveUsername({ user_id_str: '123456789012' })).toBe('user56789012');
  });

  it('reads a blank name as missing', () => {
    expect(deriveUsername({ user_id_str: '7012345678901234', screen_name: '  ', name: '\t' })).toBe('user78901234');
  });

  it('an empty list of connected accounts is no platform and no platform name', () => {
    const raw = { user_id_str: '7012345678901234', connects: [] };
    expect(toAccountUser(raw)).toMatchObject({ username: 'user78901234', platform: undefined });
  });

  it('without an id the user has an empty id and the bare fallback name', () => {
    const raw = {} as never;
    expect(toAccountUser(raw)).toMatchObject({ userId: '', username: 'user' });
  });
});
