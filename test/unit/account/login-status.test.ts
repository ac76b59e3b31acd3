import { describe, expect, it } from 'vitest';
import { providers } from '../../../composition/features/index';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { LOGIN_TYPES } from '../../../domain/account/login-types';
import { toProviderSettings } from '../../../domain/account/login-status-settings';
import { wireCalls } from '../support/routes';
import { rejection } from '../support/rejection';

const URL_ = 'https://campaign.test/act/login_status';

describe('login-status entries: the request and what counts as an answer (SPEC §3, §7, §8)', () => {
  it('asks with GET and credentials, and caches each app id apart', async () => {
    const kit = createTestKit();
    const byApp: Record<string, object> = { 'app-1': { type: 'google', client_id: 'one' }, 'app-2': { type: 'line', client_id: 'two' } };
    kit.fetchMock.route('path:/act/login_status', ({ url }) => ({ success: true, result: [byApp[new URL(url).searchParams.get('appid')!]] }));
    expect(await kit.account.loginStatus.load(URL_, 'app-1')).toEqual([{ type: 'google', client_id: 'one' }]);
    expect(await kit.account.loginStatus.load(URL_, 'app-2')).toEqual([{ type: 'line', client_id: 'two' }]);
    expect(await kit.account.loginStatus.load(URL_, 'app-1')).toEqual([{ type: 'google', client_id: 'one' }]);
    expect(wireCalls(kit).map((call) => [call.method, call.query.appid])).toEqual([['GET', 'app-1'], ['GET', 'app-2']]);
    expect(kit.fetchMock.callHistory.calls()[0]!.options.credentials).toBe('include');
    await kit.account.loginStatus.clear('app-1');
    await kit.account.loginStatus.load(URL_, 'app-2');
    expect(wireCalls(kit)).toHaveLength(2);
  });

  it.each([
    ['success false, with a list', 200, { success: false, result: [] }],
    ['success true, without a list', 200, { success: true, result: {} }],
    ['an empty body', 200, null],
    ['a JSON null', 200, 'null'],
    ['a status other than 200', 201, { success: true, result: [] }],
  ])('%s is APPID出错，请检查 with the status and log id, and nothing is cached', async (_name, status, body) => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/login_status', { status, body, headers: { 'x-tt-logid': 'log-7' } });
    expect(await rejection(kit.account.loginStatus.load(URL_, 'app-1'))).toMatchObject({ code: 'SERVER', message: 'APPID出错，请检查', status, logId: 'log-7' });
    kit.fetchMock.removeRoutes();
    kit.fetchMock.route('path:/act/login_status', { success: true, result: [] });
    expect(await kit.account.loginStatus.load(URL_, 'app-1')).toEqual([]);
  });
});

describe('entries become the settings each provider reads (SPEC §3 social provider settings)', () => {
  const KEY_FIELD: Record<string, 'app_id' | 'app_secret' | 'client_key' | undefined> = { facebook: 'app_id', kakao: 'app_secret', tiktok: 'client_key', douyin: 'client_key', toutiao: 'client_key' };
  const types = LOGIN_TYPES.filter((type) => type !== 'mobile');

  it.each(types)('%s: the entry key lands in its own field only, and the providers accept the setting', (type) => {
    const [setting] = toProviderSettings([{ type, platform_app_id: 9, client_id: 'key-1', app_key: type === 'vk' ? 'key-1' : undefined }]);
    const field = KEY_FIELD[type];
    const keyFields = { app_id: setting!.app_id, app_secret: setting!.app_secret, client_key: setting!.client_key };
    expect(keyFields).toEqual(field ? { app_id: undefined, app_secret: undefined, client_key: undefined, [field]: 'key-1' } : { app_id: undefined, app_secret: undefined, client_key: undefined });
    expect(() => createTestKit({ features: withFeatures(providers()) }).account.configureProviders([setting!])).not.toThrow();
  });
});
