import fc from 'fast-check';
import type { FetchMock } from 'fetch-mock';
import { text } from './arbitraries';

/** Field names the kit reads from its servers' answers (SPEC §3 and §7), where fuzzed answers put things. */
const WIRE_KEYS = [
  'code', 'data', 'message', 'description', 'captcha', 'error_code', 'status_code', 'status_msg', 'redirect_url', 'verify_center_decision_conf',
  'has_login', 'user_id', 'user_id_str', 'user_id_string', 'screen_name', 'name', 'mobile', 'email', 'connects', 'platform', 'platform_screen_name',
  'process_exec_code', 'copywriting', 'at_data_source_output', 'value', 'fission', 'share_code', 'invite_count',
  'zone_list', 'server_list', 'role_list', 'server_role_list', 'real_server_id', 'server_type', 'server_name', 'role_id', 'role_name',
  'advertisements', 'count', 'page_index', 'page_size', 'top_news', 'page_news', 'top_video', 'page_videos', 'forward_count', 'like_count',
  'id', 'title', 'content', 'news_name', 'image_url', 'link_url', 'video_url', 'update_at', 'key', 'setting', 'action', 'pids',
  'result', 'success', 'type', 'platform_app_id', 'client_id', 'app_key', 'users', 'token', 'qrcode', 'qrcode_index_url', 'status', 'auth_code',
  'city', 'continent', 'country', 'subdivisions', 'script_urls', 'sms_code_key', 'verify_ticket', 'verify_ways', 'cancel_ticket', 'value_ticket',
  'subtype_code', 'retry_time', 'list', 'total', 'has_more', 'sec_subject_uid', 'subject_name', 'is_frozen', 'user_identity_id', 'deputy_name',
  'role_key', 'permissions', 'invite_id', 'invite_ticket',
] as const;

/** Values of every type, biased to the ones that mean success so answers reach past the first check. */
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, 1, -1, 2, '0', '1', '', 'success', 'error', 1105, 2046, 10_000_000_000_000_000),
  fc.integer(),
  fc.double(),
  text,
);

/** A JSON value built from the kit's field names: objects (as JSON.parse makes them) with missing, null, wrong-typed or huge fields. */
export const { node: wireValue } = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { maxDepth: 4, depthSize: 'small' },
    { weight: 3, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('node'), { maxLength: 5 }) },
    { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...WIRE_KEYS), tie('node'), { maxKeys: 8, noNullPrototype: true }) },
  ),
}));

const successish = (value: unknown) => fc.option(fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 2, arbitrary: wireValue }), { nil: undefined });

/** An envelope as any call family sends one, its fields present, missing or wrong. */
export const envelope: fc.Arbitrary<Record<string, unknown>> = fc
  .record(
    {
      code: successish(0),
      error_code: successish(0),
      status_code: successish(0),
      message: successish('success'),
      data: fc.option(wireValue, { nil: undefined }),
      description: fc.option(wireValue, { nil: undefined }),
      extra: fc.dictionary(fc.constantFrom(...WIRE_KEYS), wireValue, { maxKeys: 4, noNullPrototype: true }),
    },
    { requiredKeys: [] },
  )
  .map(({ extra, ...fields }) => ({ ...extra, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) }));

/** One answer fetch-mock gives: a network failure, or a status with a body (JSON or not). */
export type WireAnswer = { readonly throws: Error } | { readonly status: number; readonly body: unknown; readonly headers: Record<string, string> };

/** Any answer a server (or the network) could give a call of the kit. */
export const wireAnswer: fc.Arbitrary<WireAnswer> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ throws: new TypeError('Failed to fetch') }) },
  {
    weight: 12,
    arbitrary: fc.record({
      status: fc.oneof({ weight: 6, arbitrary: fc.constant(200) }, { weight: 1, arbitrary: fc.constantFrom(201, 204, 400, 401, 403, 404, 429, 500, 502, 503) }),
      body: fc.oneof({ weight: 6, arbitrary: envelope }, { weight: 2, arbitrary: wireValue }, { weight: 1, arbitrary: text }),
      headers: fc.oneof(fc.constant({}), fc.stringMatching(/^[\w-]{0,64}$/).map((logId) => ({ 'x-tt-logid': logId }))),
    }),
  },
);

/** Several answers, given in turn to the kit's calls (the last repeats). */
export const wireAnswers = fc.array(wireAnswer, { minLength: 1, maxLength: 8 });

/** Answers every call of `fetchMock` with `answers` in turn, the last one repeating. */
export function answerEveryCall(fetchMock: FetchMock, answers: readonly WireAnswer[]): void {
  let next = 0;
  fetchMock.route('*', () => {
    const answer = answers[Math.min(next, answers.length - 1)]!;
    next += 1;
    if ('throws' in answer) return answer;
    // Serialised here, so every JSON value (null, a number) reaches the kit as the server's bytes.
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { ...answer, body, headers: { 'content-type': 'application/json', ...answer.headers } };
  });
}
