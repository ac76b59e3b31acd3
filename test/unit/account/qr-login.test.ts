import { describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../../composition/testing';
import { activity, wireCalls } from '../support/routes';

const USER = '7000000000000019';
const ok = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data }, headers: { 'x-tt-logid': 'L' } });
const fail = (error_code: number, description: string) => ({ status: 200, body: { message: 'error', data: { error_code, description } } });
const flush = async () => {
  for (let i = 0; i < 30; i += 1) await new Promise((r) => setTimeout(r, 0));
};

/** A server answer the test hands over when it chooses. */
function deferred() {
  let answer: (response: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((resolve) => (answer = resolve));
  return { promise, answer };
}

function session(kit: TestKit) {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
}

const checks = (kit: TestKit) => wireCalls(kit).filter((c) => c.path === '/passport/web/check_qrconnect/').length;

/** One poll: the interval fires and its answer is read. */
async function tick(kit: TestKit) {
  kit.clock.advance(1500);
  await flush();
}

describe('QrLogin states (SPEC §7 get_qrcode, check_qrconnect)', () => {
  it('is idle before start and loading while the code is fetched', async () => {
    const kit = createTestKit();
    const code = deferred();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', () => code.promise);
    const qr = await kit.account.loginWithQr();
    expect(qr.state).toEqual({ status: 'idle' });
    const started = qr.start();
    expect(qr.state).toEqual({ status: 'loading' });
    code.answer(ok({ token: 'T', qrcode_index_url: 'u' }));
    await started;
    qr.stop();
    expect(qr.state).toEqual({ status: 'new', qrUrl: 'u' });
  });

  it('a code that cannot be fetched: start rejects with the server message and the state says failed', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', fail(1010, '二维码不存在'));
    const qr = await kit.account.loginWithQr();
    const error = await qr.start().then(() => undefined, (e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVER', message: '二维码不存在' });
    expect(qr.state).toEqual({ status: 'failed', error: '二维码不存在' });
  });

  it('a confirmed scan is a passport login by QR (its logout route and login method)', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'confirmed', redirect_url: 'https://campaign.test/r' }));
    const qr = await kit.account.loginWithQr();
    await qr.start();
    await tick(kit);
    expect(qr.state.status).toBe('confirmed');
    expect(kit.account.state).toMatchObject({ status: 'logged-in', loginRoute: 'passport', loginMethod: 'qr' });
  });

  it('returnToPage: false stays on the page after the login', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'confirmed' }));
    const qr = await kit.account.loginWithQr({ returnToPage: false });
    await qr.start();
    await tick(kit);
    expect(qr.state.status).toBe('confirmed');
    expect(kit.account.state.status).toBe('logged-in');
    expect(kit.page.navigations).toEqual([]);
  });
});

describe('QrLogin restart: only the latest code counts', () => {
  it('a code fetched for an earlier start that answers late does not replace the latest one', async () => {
    const kit = createTestKit();
    const first = deferred();
    let fetches = 0;
    kit.fetchMock.route('path:/passport/web/get_qrcode/', () => (++fetches === 1 ? first.promise : ok({ token: 'T2', qrcode_index_url: 'u2' })));
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'new' }));
    const qr = await kit.account.loginWithQr();
    const earlier = qr.start();
    await qr.start();
    first.answer(ok({ token: 'T1', qrcode_index_url: 'u1' }));
    await earlier;
    expect(qr.state).toEqual({ status: 'new', qrUrl: 'u2' });
    await tick(kit);
    expect(wireCalls(kit).filter((c) => c.path === '/passport/web/check_qrconnect/').map((c) => c.query.token)).toEqual(['T2']);
    qr.stop();
  });

  it('an answer to a poll of the earlier code, expired or failed, does not touch the new code', async () => {
    for (const late of [ok({ status: 'expired' }), fail(1010, '二维码不存在')]) {
      const kit = createTestKit();
      let fetches = 0;
      kit.fetchMock.route('path:/passport/web/get_qrcode/', () => (++fetches === 1 ? ok({ token: 'T1', qrcode_index_url: 'u1' }) : ok({ token: 'T2', qrcode_index_url: 'u2' })));
      const poll = deferred();
      kit.fetchMock.route('path:/passport/web/check_qrconnect/', () => poll.promise);
      const qr = await kit.account.loginWithQr();
      await qr.start();
      kit.clock.advance(1500);
      await flush();
      expect(checks(kit)).toBe(1);
      await qr.start();
      poll.answer(late);
      await flush();
      expect(qr.state).toEqual({ status: 'new', qrUrl: 'u2' });
      qr.stop();
    }
  });
});

describe('QrLogin polling: one check at a time', () => {
  it('no new check goes out while the last one is unanswered', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    const poll = deferred();
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', () => poll.promise);
    const qr = await kit.account.loginWithQr();
    await qr.start();
    for (let i = 0; i < 4; i += 1) await tick(kit);
    expect(checks(kit)).toBe(1);
    poll.answer(ok({ status: 'scanned' }));
    await flush();
    expect(qr.state.status).toBe('scanned');
    qr.stop();
  });
});

describe('QrLogin resume', () => {
  it('before any start there is no code to poll for', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'new' }));
    const qr = await kit.account.loginWithQr();
    qr.resume();
    await tick(kit);
    await tick(kit);
    expect(checks(kit)).toBe(0);
    expect(qr.state).toEqual({ status: 'idle' });
  });

  it('a resume while polling adds no second poller: one stop ends the polling', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'new' }));
    const qr = await kit.account.loginWithQr();
    await qr.start();
    qr.resume();
    await tick(kit);
    qr.stop();
    const polled = checks(kit);
    await tick(kit);
    await tick(kit);
    expect(checks(kit)).toBe(polled);
  });

  it('a scanned code goes on polling after stop and resume, up to the login', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    const statuses = ['scanned'];
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', () => ok({ status: statuses.shift() ?? 'confirmed' }));
    const qr = await kit.account.loginWithQr({ returnToPage: false });
    await qr.start();
    await tick(kit);
    expect(qr.state.status).toBe('scanned');
    qr.stop();
    qr.resume();
    await tick(kit);
    expect(qr.state.status).toBe('confirmed');
  });

  it('an expired code is not polled again on resume', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'expired' }));
    const qr = await kit.account.loginWithQr();
    await qr.start();
    await tick(kit);
    expect(qr.state.status).toBe('expired');
    qr.resume();
    await tick(kit);
    await tick(kit);
    expect(checks(kit)).toBe(1);
  });

  it('a resume while the code is still being fetched undoes an earlier stop: polling starts with the code', async () => {
    const kit = createTestKit();
    const code = deferred();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', () => code.promise);
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'scanned' }));
    const qr = await kit.account.loginWithQr();
    const started = qr.start();
    qr.stop();
    qr.resume();
    code.answer(ok({ token: 'T', qrcode_index_url: 'u' }));
    await started;
    await tick(kit);
    expect(qr.state.status).toBe('scanned');
    qr.stop();
  });
});
