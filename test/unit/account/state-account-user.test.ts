import { describe, expect, it } from 'vitest';
import { deriveUsername, toAccountUser } from '../../../domain/account/account-user';

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
