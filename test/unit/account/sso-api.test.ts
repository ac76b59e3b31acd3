import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../domain/http/api-client';
import { SsoApi } from '../../../domain/account/sso.api';
import type { HttpPort, HttpRequest } from '../../../ports/http.port';
import { rejection } from '../support/rejection';

/** The single-sign-on calls over an HTTP port that records each request and answers `data` with status 200. */
function ssoOver(data: unknown) {
  const requests: HttpRequest[] = [];
  const http: HttpPort = {
    request: async <T>(request: HttpRequest) => {
      requests.push(request);
      return { status: 200, headers: { 'x-tt-logid': 'log-9' }, data: data as T };
    },
  };
  return { sso: new SsoApi(new ApiClient(http, 'https://sso.test'), 1128), requests };
}


describe('SsoApi: the single-sign-on calls are GETs (SPEC §7)', () => {
  it('check_login, send_activation_code, quick_login and account info each go out as GET', async () => {
    const { sso, requests } = ssoOver({ error_code: 0, message: 'success', data: { has_login: true, user_id_str: '1' } });
    await sso.checkLogin();
    await sso.sendActivationCode({ mobile: '13800000000', type: 24, fp: 'verify_x' });
    await sso.quickLogin({ mobile: '13800000000', code: '1234', service: 'https://campaign.test/' });
    await sso.accountInfo();
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['GET', '/check_login/'],
      ['GET', '/send_activation_code/v2/'],
      ['GET', '/quick_login/v2/'],
      ['GET', '/passport/account/info/v2/'],
    ]);
  });
});

describe('SsoApi.accountInfo: no session is NOT_LOGIN (Not Login!) with the log id and the data', () => {
  const notLogin = (data: unknown) => ({ code: 'NOT_LOGIN', message: 'Not Login!', logId: 'log-9', data });

  it('an error answer, even one carrying a user id', async () => {
    const data = { user_id_str: '7000000000000039' };
    expect(await rejection(ssoOver({ message: 'error', data }).sso.accountInfo())).toMatchObject(notLogin(data));
  });

  it('a success without a user id, or without data at all', async () => {
    expect(await rejection(ssoOver({ message: 'success', data: { screen_name: 'Ace' } }).sso.accountInfo())).toMatchObject(notLogin({ screen_name: 'Ace' }));
    expect(await rejection(ssoOver({ message: 'success' }).sso.accountInfo())).toMatchObject({ code: 'NOT_LOGIN', message: 'Not Login!' });
  });

  it('an empty answer', async () => {
    expect(await rejection(ssoOver(undefined).sso.accountInfo())).toMatchObject({ code: 'NOT_LOGIN', message: 'Not Login!', logId: 'log-9' });
  });

  it('a success with a user id is the account', async () => {
    const data = { user_id_str: '7000000000000039', screen_name: 'Ace' };
    expect(await ssoOver({ message: 'success', data }).sso.accountInfo()).toEqual(data);
  });
});
