import type { TestKit } from '../../../composition/testing';

/** The calls a test kit sees on its fetch-mock, in order: method, path and parsed query/body. */
export function wireCalls(kit: TestKit) {
  return kit.fetchMock.callHistory.calls().map((call) => {
    const url = new URL(call.url);
    const body = call.options.body;
    return {
      method: (call.options.method ?? 'get').toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof body === 'string' ? parseBody(body, String(call.options.headers?.['content-type' as never] ?? '')) : undefined,
      headers: call.options.headers as Record<string, string> | undefined,
    };
  });
}

function parseBody(body: string, contentType: string): unknown {
  if (contentType.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** An activity envelope answer. */
export const activity = (data: unknown, code = 0, message = 'success') => ({
  status: 200,
  body: { code, data, message },
  headers: { 'x-tt-logid': 'log-1' },
});

/** A process exec answer. */
export const process = (data: Record<string, unknown> = {}, code = 0) => activity({ process_exec_code: 0, ...data }, code);

/** A passport (single sign-on) envelope answer. */
export const passport = (error_code: number, data: unknown = {}, description = '', extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { error_code, description, data, ...extra },
  headers: { 'x-tt-logid': 'log-2' },
});

/** Waits until the kit has called a path ending with `suffix`; returns that call. */
export async function waitForCall(kit: TestKit, suffix: string) {
  const { vi } = await import('vitest');
  return vi.waitFor(() => {
    const call = wireCalls(kit).find((c) => c.path.endsWith(suffix));
    if (!call) throw new Error(`no call to ${suffix} yet`);
    return call;
  });
}
