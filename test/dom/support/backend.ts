import type { FetchMock } from 'fetch-mock';
import type { AnyFeature } from '../../../composition/feature';
import { createTestKit, type TestKit, type TestKitOptions } from '../../../composition/testing';

/** The pretend server's state; tests read and change it. */
export interface BackendState {
  loggedIn: boolean;
  reserved: boolean;
  /** How many have reserved (the milestone counter). */
  reserveCount: number;
  invitedCount: number;
  /** Answers of send_activation_code, used in turn; the last one repeats. Defaults to success. */
  sendCodeAnswers: ReturnType<typeof passport>[];
  /** When set, the reserve process waits for this before answering. */
  reserveGate?: Promise<void>;
  /** When set, the reserve process fails with this copywriting. */
  reserveFailure?: string;
  /** When set, the share_code process fails with this copywriting. */
  shareCodeFailure?: string;
}

export const USER_ID = '7000000000000001';
export const USERNAME = '星河旅人';
export const SHARE_CODE = 'CODE0001';
export const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

/** A passport (single sign-on) envelope answer. */
export const passport = (error_code: number, data: unknown = {}, description = '') => ({
  status: 200,
  body: { error_code, description, data },
});

const activity = (data: unknown, code = 0, message = 'success') => ({ status: 200, body: { code, data, message } });
const processOk = (data: Record<string, unknown> = {}) => activity({ process_exec_code: 0, copywriting: '', ...data });

/**
 * Routes `fetchMock` to play the contract server for app `test-app`: login check, account info,
 * code sending and login, and the reservation processes, over `initial` (the state it returns).
 */
export function routeBackend(fetchMock: FetchMock, initial: Partial<BackendState> = {}): BackendState {
  const state: BackendState = { loggedIn: false, reserved: false, reserveCount: 41, invitedCount: 0, sendCodeAnswers: [], ...initial };
  let sendCalls = 0;
  fetchMock.route('path:/act/test-app/passport/login_check', () =>
    activity(state.loggedIn ? { has_login: true, user_id_string: USER_ID } : { has_login: false }),
  );
  fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER_ID, screen_name: USERNAME } } });
  fetchMock.route('path:/send_activation_code/v2/', () => {
    const answers = state.sendCodeAnswers;
    const answer = answers[Math.min(sendCalls, answers.length - 1)];
    sendCalls += 1;
    return answer ?? passport(0, { retry_time: 60 });
  });
  fetchMock.route('path:/quick_login/v2/', () => {
    state.loggedIn = true;
    return passport(0, { user_id_str: USER_ID });
  });
  fetchMock.route('path:/act/test-app/process/exec/v2', async (call) => {
    const { process_id } = JSON.parse(String(call.options.body)) as { process_id: string };
    switch (process_id) {
      case 'reserve_status':
        return processOk({ at_data_source_output: { value: state.reserved ? '1' : '0' } });
      case 'reserve':
        await state.reserveGate;
        if (state.reserveFailure) return activity({ process_exec_code: 20003, copywriting: state.reserveFailure });
        state.reserved = true;
        state.reserveCount += 1;
        return processOk();
      case 'share_code':
        if (state.shareCodeFailure) return activity({ process_exec_code: 20004, copywriting: state.shareCodeFailure });
        return processOk({ at_data_source_output: { value: SHARE_CODE } });
      case 'invited_count':
        return processOk({ fission: { value: state.invitedCount } });
      case 'reserve_count':
        return processOk({ at_data_source_output: { value: String(state.reserveCount) } });
      default:
        return activity({}, 10002, 'unknown process_id');
    }
  });
  return state;
}

/**
 * A test kit whose fetch-mock plays the contract server: login check, account info, code
 * sending and login, and the reservation processes (see {@link routeBackend}).
 */
export function createBackendKit(initial: Partial<BackendState> = {}, options: TestKitOptions<readonly AnyFeature[]> = {}) {
  let state!: BackendState;
  const kit = createTestKit({
    ...options,
    routes: (fetchMock) => {
      state = routeBackend(fetchMock, initial);
    },
  });
  return { kit: kit as unknown as TestKit, state };
}

/** The calls the kit made, as method, path and query. */
export function calls(kit: Pick<TestKit, 'fetchMock'>) {
  return kit.fetchMock.callHistory.calls().map((call) => {
    const url = new URL(call.url);
    const body = typeof call.options.body === 'string' && call.options.body ? (JSON.parse(call.options.body) as Record<string, unknown>) : undefined;
    return { path: url.pathname, query: Object.fromEntries(url.searchParams), processId: body?.process_id };
  });
}

/** A promise and the function that settles it. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
