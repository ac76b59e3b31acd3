import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakeClock } from '../../../adapters/fake/fake-clock';
import { FakePage } from '../../../adapters/fake/fake-page';
import { FakeScriptLoader } from '../../../adapters/fake/fake-script-loader';
import { FakeSigner } from '../../../adapters/fake/fake-signer';
import type { ChallengeSolver } from '../../../domain/passport/challenge-loop';
import { PassportClient } from '../../../domain/passport/passport.client';
import { toWireCall } from '../support/routes';
import type { PassportConfig } from '../../../domain/passport/passport.config';

export const ORIGIN = 'https://passport.test';
export const SIGNING_URL = 'https://cdn.test/acrawler.js';

/** A passport client on fakes, with the handles a test reads. */
export function passportHarness(options: { config?: Partial<PassportConfig>; cookies?: Record<string, string>; challenges?: ChallengeSolver } = {}) {
  const clock = new FakeClock();
  const { http, fetchMock } = createFakeHttp();
  const page = new FakePage({ url: 'https://campaign.test/', cookies: options.cookies });
  const scriptLoader = new FakeScriptLoader(clock);
  scriptLoader.succeed(SIGNING_URL);
  const signer = new FakeSigner();
  const client = new PassportClient(
    { http, page, scriptLoader, signer, challenges: options.challenges },
    { origin: ORIGIN, aid: 1128, signingScriptUrl: SIGNING_URL, ...options.config },
  );
  const calls = () =>
    fetchMock.callHistory.calls().map((call) => {
      const wire = toWireCall(call);
      return { ...wire, body: wire.body as Record<string, string> | undefined };
    });
  return { client, http, fetchMock, page, scriptLoader, signer, clock, calls };
}

/** A /passport/web answer: message 'success' with data, or 'error' with error_code and description in data. */
export const ok = (data: Record<string, unknown> = {}, headers: Record<string, string> = { 'x-tt-logid': 'log-ok' }) => ({
  status: 200,
  body: { message: 'success', data },
  headers,
});
export const fail = (error_code: number, description: string, extra: Record<string, unknown> = {}, top: Record<string, unknown> = {}) => ({
  status: 200,
  body: { message: 'error', data: { error_code, description, captcha: '', ...extra }, ...top },
  headers: { 'x-tt-logid': 'log-fail' },
});

export const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as import('../../../ports/errors').CampaignKitError,
  );
