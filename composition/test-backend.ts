import type { FetchMock } from 'fetch-mock';
import type { PagePort } from '../ports/page.port';

/** What a {@link TestBackend} is installed on: the test kit's fetch-mock and fake page. */
export interface TestBackendHandles {
  readonly fetchMock: FetchMock;
  /** Cookies the backend sets that the page can read (the passport's CSRF token) go here. */
  readonly page: Pick<PagePort, 'cookie' | 'setCookie'>;
}

/**
 * Something that answers a test kit's calls, installed before the kit is built
 * (`createTestKit({ backend })`). `contractBackend()` from `campaign-kit/dev-server` is one: the
 * contract server's rules, in process.
 */
export interface TestBackend {
  install(handles: TestBackendHandles): void;
}
