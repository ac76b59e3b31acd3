import { createContractApp as createHonoApp, type ContractAppOptions } from './app';
import type { ContractStore } from './store';

/** The contract server as a fetch-style app: what `createContractApp` gives, without a port. */
export interface ContractApp {
  /** Answers one request, as a server's fetch handler does. */
  fetch(request: Request): Response | Promise<Response>;
  /** Answers a path (`/act/...`) or a request, e.g. `await app.request('/__dev/events')`. */
  request(input: string | Request, init?: RequestInit): Response | Promise<Response>;
}

/**
 * The contract server as a fetch-style app with its in-memory store, for tests that call it
 * directly or mount it in their own server.
 * @example
 * ```ts
 * const { app, store } = createContractApp({ captchaRate: 0, log: () => {} });
 * const answer = await app.request('/act/demo-app/passport/login_check?activity_id=demo-activity');
 * ```
 */
export function createContractApp(options: ContractAppOptions = {}): { readonly app: ContractApp; readonly store: ContractStore } {
  const { app, store } = createHonoApp(options);
  return { app: { fetch: (request) => app.fetch(request), request: (input, init) => app.request(input, init) }, store };
}
