import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { User } from './state/accounts';
import type { ContractStore } from './store';

const SESSION_COOKIE = 'ck_session';
const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'Lax', path: '/' } as const;

/** The logged-in user of this call, if its session cookie names a live session. */
export function sessionUser(c: Context, store: ContractStore): User | undefined {
  return store.accounts.bySession(getCookie(c, SESSION_COOKIE));
}

export function openSession(c: Context, store: ContractStore, mobile: string): User {
  const { user, sessionId } = store.accounts.logIn(mobile);
  setCookie(c, SESSION_COOKIE, sessionId, COOKIE_OPTIONS);
  return user;
}

export function closeSession(c: Context, store: ContractStore): void {
  store.accounts.signOut(getCookie(c, SESSION_COOKIE));
  deleteCookie(c, SESSION_COOKIE, COOKIE_OPTIONS);
}
