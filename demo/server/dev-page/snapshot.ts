import type { CallLog, LoggedCall } from '../state/call-log';
import type { Demand, PassportDirectory } from '../state/passport-directory';
import type { ContractConfig, ContractStore, ForcedResponse } from '../store';
import { isRecord } from '../body';
import { summariseMonitor, type MonitorSummary } from './monitor-summary';

/** How many calls and reports the page shows, the newest. */
const SHOWN = 100;

/** A code the server sent, as the page lists it. */
export interface ShownCode {
  /** `sms` to a mobile, `email` to an address. */
  readonly channel: 'sms' | 'email';
  /** Who sent it: the activity's single sign-on (`sso`, the campaign page's login) or the passport (the account page). */
  readonly service: 'sso' | 'passport';
  readonly to: string;
  readonly code: string;
  /** Epoch ms. */
  readonly sentAt: number;
  readonly expiresAt: number;
  readonly state: 'valid' | 'used' | 'expired';
}

/**
 * Everything the dev page shows, read at one moment (`GET /__dev/state`). Times are epoch ms; the
 * same server state gives the same snapshot, so the page redraws only what changed.
 */
export interface DevSnapshot {
  readonly config: ContractConfig;
  /** The last code sent to each mobile or email, the newest first. */
  readonly codes: readonly ShownCode[];
  /** The newest calls first (the dev page's own reads are not logged). */
  readonly calls: readonly LoggedCall[];
  /** Forced answers (`/__dev/next-response`) still waiting, the next one first. */
  readonly forced: readonly ForcedResponse[];
  /** Passport challenges (`/__dev/passport/demand`) still waiting. */
  readonly demands: readonly Demand[];
  /** Tracking reports, the newest first: the event's name, its id and how often it arrived. */
  readonly reports: readonly { receivedAt: number; event: string; eventId: string | null; deliveries: number }[];
  readonly monitor: MonitorSummary;
  /** Open login sessions: the user, and the start of the session id (the cookie's value). */
  readonly sessions: readonly { userId: string; mobile: string; session: string }[];
  /** Reservations, and the invite count of each user who reserved. */
  readonly reservations: { readonly total: number; readonly users: readonly { userId: string; mobile: string; invitedBy: string | null; invites: number }[] };
}

/** What the dev page needs to read. */
export interface DevSources {
  readonly store: ContractStore;
  readonly passport: PassportDirectory;
  readonly calls: CallLog;
  readonly now: () => number;
}

/** Where a report names its event: `shark_params.params.event`. */
function eventName(body: unknown): string {
  const params = isRecord(body) && isRecord(body.shark_params) ? body.shark_params.params : undefined;
  return isRecord(params) && typeof params.event === 'string' ? params.event : '';
}

const stateOf = (used: boolean, expiresAt: number, now: number): ShownCode['state'] => (used ? 'used' : now > expiresAt ? 'expired' : 'valid');
const newestFirst = <T>(items: readonly T[]): T[] => items.slice(-SHOWN).reverse();

/** The dev page's view of the server now. */
export function devSnapshot({ store, passport, calls, now: clock }: DevSources): DevSnapshot {
  const now = clock();
  const codes: ShownCode[] = [
    ...store.codes.sent.map((sent) => ({ channel: 'sms' as const, service: 'sso' as const, to: sent.mobile, code: sent.code, sentAt: sent.sentAt, expiresAt: sent.expiresAt, state: stateOf(sent.used, sent.expiresAt, now) })),
    ...passport.sentCodes.map((sent) => ({
      channel: sent.target.includes('@') ? ('email' as const) : ('sms' as const),
      service: 'passport' as const,
      to: sent.target,
      code: sent.code,
      sentAt: sent.sentAt,
      expiresAt: sent.expiresAt,
      state: stateOf(sent.used, sent.expiresAt, now),
    })),
  ].sort((a, b) => b.sentAt - a.sentAt);
  const { accounts, reservations } = store;
  const mobileOf = (userId: string) => accounts.byUserId(userId)?.mobile ?? '';
  return {
    config: { ...store.config },
    codes,
    calls: newestFirst(calls.calls),
    forced: store.forced.map(({ path, processId, status, delayMs, cut }) => ({ path, processId, status, delayMs, cut })),
    demands: passport.demands,
    reports: newestFirst(store.reports.reports).map((report) => ({ receivedAt: report.receivedAt, event: eventName(report.body), eventId: report.eventId ?? null, deliveries: report.deliveries })),
    monitor: summariseMonitor(store.monitor.batches),
    sessions: accounts.sessions.map(({ sessionId, user }) => ({ userId: user.user_id_str, mobile: user.mobile, session: sessionId.slice(0, 8) })),
    reservations: {
      total: reservations.count,
      users: reservations.entries.map(({ userId, inviterId }) => ({ userId, mobile: mobileOf(userId), invitedBy: inviterId, invites: reservations.invitedCount(userId) })),
    },
  };
}
