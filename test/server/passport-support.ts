import axios from 'axios';
import { AxiosHttpAdapter } from '../../adapters/browser/axios-http.adapter';
import { CookieJar } from '../../demo/server/cookie-jar';
import { FakePage } from '../../adapters/fake/fake-page';
import type { ChallengeSolver } from '../../domain/passport/challenge-loop';
import { PassportClient } from '../../domain/passport/passport.client';
import { PassportService } from '../../domain/passport/passport.service';
import { createTestApp } from './helpers';

export const ORIGIN = 'http://contract.test';

/**
 * The real passport client (axios adapter) talking to the contract app in memory, with a cookie
 * jar standing in for the browser: proves the client and the server agree on the wire.
 */
export function passportOverContract(options: { challenges?: ChallengeSolver } = {}) {
  const t = createTestApp();
  // The visitor comes with the CSRF cookie the page's first answer handed out (any value will do:
  // the server checks that posts echo it).
  const jar = new CookieJar({ passport_csrf_token: 'a'.repeat(32) });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => jar.send(new Request(input, init), (request) => t.app.request(request));
  const http = new AxiosHttpAdapter(axios, { fetch: fetch as typeof globalThis.fetch });
  /** The page reads its cookies from the jar, as document.cookie would (the CSRF token). */
  class JarPage extends FakePage {
    override cookie(name: string): string | undefined {
      return jar.get(name);
    }
  }
  const client = new PassportClient(
    { http, page: new JarPage({ url: 'http://contract.test/page' }), challenges: options.challenges },
    { origin: ORIGIN, aid: 1128, signingScriptUrl: false },
  );
  const dev = async <T>(path: string): Promise<T> => (await (await t.get(`/__dev/passport/${path}`)).json()) as T;
  const demand = (body: Record<string, unknown>) => t.post('/__dev/passport/demand', body);
  /** Headers of a passport write made by hand, as the page makes it: the CSRF cookie echoed in its header, beside `cookie`. */
  const csrf = (cookie?: string): Record<string, string> => {
    const token = jar.get('passport_csrf_token') ?? '';
    return { cookie: [cookie, `passport_csrf_token=${token}`].filter(Boolean).join('; '), 'x-tt-passport-csrf-token': token };
  };
  return { ...t, client, passport: new PassportService(client), jar, dev, demand, http, csrf };
}
