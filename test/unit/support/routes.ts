import type { TestKitHandles } from '../../../composition/testing';

/** One fetch-mock call as the wire saw it: method, path, parsed query, body and headers. */
export interface WireCall {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

type RecordedCall = ReturnType<TestKitHandles['fetchMock']['callHistory']['calls']>[number];

/** Reads one recorded call: a form body (text, URLSearchParams or FormData) as fields, a JSON body parsed. */
export function toWireCall(call: RecordedCall): WireCall {
  const url = new URL(call.url);
  const headers = (call.options.headers ?? {}) as Record<string, string>;
  return {
    method: (call.options.method ?? 'get').toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: parseBody(call.options.body, contentTypeOf(headers)),
    headers,
  };
}

/** The calls a test kit sees on its fetch-mock, in order. */
export function wireCalls(kit: Pick<TestKitHandles, 'fetchMock'>): WireCall[] {
  return kit.fetchMock.callHistory.calls().map(toWireCall);
}

function contentTypeOf(headers: Record<string, string>): string {
  return Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
}

function parseBody(body: unknown, contentType: string): unknown {
  // axios hands fetch a form body as URLSearchParams or FormData: both list their fields.
  if (body && typeof (body as URLSearchParams).entries === 'function') {
    return Object.fromEntries([...(body as URLSearchParams).entries()].map(([key, value]) => [key, String(value)]));
  }
  if (typeof body !== 'string') return undefined;
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
export async function waitForCall(kit: Pick<TestKitHandles, 'fetchMock'>, suffix: string) {
  const { vi } = await import('vitest');
  return vi.waitFor(() => {
    const call = wireCalls(kit).find((c) => c.path.endsWith(suffix));
    if (!call) throw new Error(`no call to ${suffix} yet`);
    return call;
  });
}
