import type { ProcessKind } from './seed';
import type { User } from './state/accounts';
import type { ContractStore } from './store';

/** `data` of a process/exec/v2 answer. */
export interface ProcessData {
  process_exec_code: number;
  copywriting: string;
  at_data_source_output: { code: number; value: string };
  fission: { value: number };
}

interface Outcome {
  execCode?: number;
  copywriting?: string;
  value?: string;
  fission?: number;
}

type Args = Record<string, unknown>;

const INVITE_UNKNOWN: Outcome = { execCode: 20001, copywriting: '邀请码无效' };
const INVITE_OWN: Outcome = { execCode: 20002, copywriting: '不能使用自己的邀请码' };
const ALREADY_RESERVED: Outcome = { execCode: 20003, copywriting: '已经预约过了' };

/** The user whose share code this is, or why it cannot be used by `user`. */
function inviter(store: ContractStore, user: User, shareCode: unknown): User | Outcome {
  const owner = typeof shareCode === 'string' ? store.accounts.byShareCode(shareCode) : undefined;
  if (!owner) return INVITE_UNKNOWN;
  return owner.user_id_str === user.user_id_str ? INVITE_OWN : owner;
}

function isUser(value: User | Outcome): value is User {
  return 'user_id_str' in value;
}

const LOGGED_IN: Record<Exclude<ProcessKind, 'reserve_count'>, (store: ContractStore, user: User, args: Args) => Outcome> = {
  reserve_status: (store, user) => ({ value: store.reservations.has(user.user_id_str) ? '1' : '0' }),
  invite_check: (store, user, args) => {
    const found = inviter(store, user, args.share_code);
    return isUser(found) ? {} : found;
  },
  reserve: (store, user, args) => {
    // A share code that cannot be used does not stop the reservation; it just credits nobody.
    const found = args.share_code === undefined ? undefined : inviter(store, user, args.share_code);
    const inviterId = found && isUser(found) ? found.user_id_str : null;
    return store.reservations.add(user.user_id_str, inviterId) ? {} : ALREADY_RESERVED;
  },
  share_code: (_store, user) => ({ value: user.share_code }),
  invited_count: (store, user) => {
    const count = store.reservations.invitedCount(user.user_id_str);
    return { value: String(count), fission: count };
  },
};

/**
 * Runs one of the six processes.
 * @returns the answer's `data`, or `'not-login'` when the process needs a user and there is none.
 */
export function runProcess(
  kind: ProcessKind,
  store: ContractStore,
  user: User | undefined,
  args: Args,
): ProcessData | 'not-login' {
  let outcome: Outcome;
  if (kind === 'reserve_count') outcome = { value: String(store.reservations.count) };
  else if (!user) return 'not-login';
  else outcome = LOGGED_IN[kind](store, user, args);

  const execCode = outcome.execCode ?? 0;
  return {
    process_exec_code: execCode,
    copywriting: outcome.copywriting ?? '',
    at_data_source_output: { code: execCode, value: outcome.value ?? '' },
    fission: { value: outcome.fission ?? 0 },
  };
}
