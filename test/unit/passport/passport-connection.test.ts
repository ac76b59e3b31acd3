import { describe, expect, it } from 'vitest';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakePage } from '../../../adapters/fake/fake-page';
import { createPassportClients } from '../../../domain/passport/passport-connection';
import { ok, ORIGIN } from './support';

function clients(ssoOrigin?: string) {
  const { http, fetchMock } = createFakeHttp();
  fetchMock.route('*', ok());
  const built = createPassportClients({ ports: { http, page: new FakePage() }, config: { origin: ORIGIN, aid: 1128, signingScriptUrl: false }, ssoOrigin });
  const hostOf = async (client: typeof built.client) => {
    await client.request({ method: 'GET', path: '/x/' });
    return new URL(fetchMock.callHistory.calls().at(-1)!.url).origin;
  };
  return { ...built, hostOf };
}

describe('the passport and single-sign-on clients of one connection', () => {
  it('sends the single-sign-on calls to their own host when it differs from the passport', async () => {
    const { client, sso, hostOf } = clients('https://sso.test');
    expect(await hostOf(client)).toBe(ORIGIN);
    expect(await hostOf(sso)).toBe('https://sso.test');
  });

  it('shares one client when the hosts agree or no single-sign-on host is given', async () => {
    for (const ssoOrigin of [ORIGIN, undefined]) {
      const { client, sso, hostOf } = clients(ssoOrigin);
      expect(sso).toBe(client);
      expect(await hostOf(sso)).toBe(ORIGIN);
    }
  });
});
