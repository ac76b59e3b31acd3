import type { TestBackend, TestBackendHandles } from '../../composition/test-backend';
import { createContractApp, type ContractAppOptions } from './app';
import type { ContractStore } from './store';

/** A {@link TestBackend} answering with the contract server, and its store to read codes and reports. */
export interface ContractBackend extends TestBackend {
  readonly store: ContractStore;
  /** The last SMS code the server sent to `mobile`, as `GET /__dev/sms/{mobile}` gives it. */
  lastCode(mobile: string): string | undefined;
}

/**
 * The contract server in process, as a test kit's backend: every call the kit makes is answered
 * by the server's rules (sessions, codes, reservations, share codes, content...), with cookies
 * kept between calls like a browser's, and the page-readable ones (the passport's CSRF token) set
 * on the fake page. Unlike the running server, captchas are off (`captchaRate` 0) and the call log
 * is silent unless given.
 * @example
 * ```ts
 * const backend = contractBackend();
 * const kit = createTestKit({ appId: 'demo-app', activityId: 'demo-activity', backend });
 * await kit.account.sendCode('13800000000');
 * await kit.account.loginWithCode('13800000000', backend.lastCode('13800000000')!);
 * ```
 */
export function contractBackend(options: ContractAppOptions = {}): ContractBackend {
  const { app, store } = createContractApp({ captchaRate: 0, log: () => {}, ...options });
  const jar = new Map<string, string>();
  return {
    store,
    lastCode: (mobile) => store.codes.lastSent(mobile)?.code,
    install({ fetchMock, page }: TestBackendHandles) {
      fetchMock.route('*', async ({ url, options: init }) => {
        const headers = new Headers(init.headers as HeadersInit | undefined);
        if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
        const answer = await app.fetch(new Request(url, { method: init.method ?? 'GET', headers, body: init.body as BodyInit | undefined }));
        for (const line of answer.headers.getSetCookie()) keepCookie(jar, page, line);
        return answer;
      });
    },
  };
}

/** Keeps a Set-Cookie line in the jar (dropping it on Max-Age=0) and, unless HttpOnly, on the page. */
function keepCookie(jar: Map<string, string>, page: TestBackendHandles['page'], line: string): void {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  if (equals <= 0) return;
  const name = pair.slice(0, equals);
  const value = pair.slice(equals + 1);
  const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
  if (expired) jar.delete(name);
  else jar.set(name, value);
  if (!attributes.some((attribute) => /^httponly$/i.test(attribute))) {
    page.setCookie(name, expired ? '' : decodeURIComponent(value), { maxAgeSeconds: expired ? 0 : 86_400 });
  }
}
