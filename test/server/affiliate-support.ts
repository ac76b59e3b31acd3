import axios from 'axios';
import { AxiosHttpAdapter } from '../../adapters/browser/axios-http.adapter';
import { CookieJar } from '../../demo/server/cookie-jar';
import { FakePage } from '../../adapters/fake/fake-page';
import { AffiliateApi } from '../../domain/affiliate/affiliate.service';
import { PassportClient } from '../../domain/passport/passport.client';
import type { CampaignKitError } from '../../ports/errors';
import { createTestApp } from './helpers';

export const ORIGIN = 'http://contract.test';

export const MANAGER = { mobile: '13800001001', email: 'manager@starriver.test', subject: 'subject_starriver', identity: 'identity_chen' };
export const WANG = { mobile: '13800001002', email: 'wang@starriver.test', identity: 'identity_wang', dawnIdentity: 'identity_wang_dawn' };
export const LI = { mobile: '13800001003', identity: 'identity_li' };

export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as CampaignKitError,
  );

/**
 * One contract app and, per person, the real affiliate client (axios adapter) with its own cookie
 * jar standing in for a browser: proves the client and the server agree on the wire.
 */
export function affiliateOverContract() {
  const t = createTestApp();
  const code = async (target: string) => ((await (await t.get(`/__dev/passport/code/${encodeURIComponent(target)}`)).json()) as { code: string }).code;

  const person = () => {
    const jar = new CookieJar({ passport_csrf_token: 'c'.repeat(32) });
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => jar.send(new Request(input, init), (request) => t.app.request(request));
    class JarPage extends FakePage {
      override cookie(name: string): string | undefined {
        return jar.get(name);
      }
    }
    const client = new PassportClient({ http: new AxiosHttpAdapter(axios, { fetch: fetch as typeof globalThis.fetch }), page: new JarPage({ url: `${ORIGIN}/affiliate.html` }) }, { origin: ORIGIN, aid: 1128, signingScriptUrl: false });
    const api = new AffiliateApi(client);
    /** Signs in by SMS code and, when given, logs in to the subject as the identity. */
    const smsLogin = async (mobile: string, identity?: { subjectUid: string; identityId: string }) => {
      await api.account.sendCode({ mobile, type: 24 });
      const user = await api.account.smsLogin({ mobile, code: await code(mobile) });
      return identity ? api.account.subjectLogin(identity) : user;
    };
    return { api, jar, smsLogin };
  };

  const manager = async () => {
    const p = person();
    await p.smsLogin(MANAGER.mobile, { subjectUid: MANAGER.subject, identityId: MANAGER.identity });
    return p;
  };
  const wang = async () => {
    const p = person();
    await p.smsLogin(WANG.mobile, { subjectUid: MANAGER.subject, identityId: WANG.identity });
    return p;
  };
  return { ...t, code, person, manager, wang };
}
