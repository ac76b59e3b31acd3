import type { TestBackend, TestBackendHandles } from '../../composition/test-backend';
import { createContractApp, type ContractAppOptions } from './app';
import { CookieJar } from './cookie-jar';
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
  const jar = new CookieJar();
  return {
    store,
    lastCode: (mobile) => store.codes.lastSent(mobile)?.code,
    install({ fetchMock, page }: TestBackendHandles) {
      fetchMock.route('*', async ({ url, options: init }) => {
        const request = new Request(url, { method: init.method ?? 'GET', headers: init.headers as HeadersInit | undefined, body: init.body as BodyInit | undefined });
        // Cookies the page's script may read (the passport's CSRF token) are on the page too.
        return jar.send(request, (kept) => app.fetch(kept), ({ name, value, expired, httpOnly }) => {
          if (!httpOnly) page.setCookie(name, expired ? '' : decodeURIComponent(value), { maxAgeSeconds: expired ? 0 : 86_400 });
        });
      });
    },
  };
}
