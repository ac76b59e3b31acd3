import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../composition/testing';
import { contractBackend } from '../../demo/server/contract-backend';

describe('contractBackend(): the contract server in process, behind a test kit', () => {
  it('answers the kit with the server rules: a code login, a reservation and a share code', async () => {
    const backend = contractBackend();
    const kit = createTestKit({ appId: 'demo-app', activityId: 'demo-activity', backend });
    await kit.account.sendCode('13800000000');
    const code = backend.lastCode('13800000000');
    expect(code).toMatch(/^\d{4,6}$/);
    await kit.account.loginWithCode('13800000000', code!);
    expect(kit.account.state.status).toBe('logged-in');
    expect(kit.account.state.userId).toBe('1000000000000001');
    const reserved = await kit.reservation.reserve();
    expect(reserved).toMatchObject({ reserved: true });
    const { shareUrl, urlParamValue } = await kit.reservation.shareCode();
    expect(urlParamValue).toMatch(/^\w+$/);
    expect(shareUrl).toBe(`https://campaign.test/?share_code=${urlParamValue}`);
  });

  it('refuses what the server refuses: a wrong code, an unknown activity', async () => {
    const backend = contractBackend();
    const kit = createTestKit({ appId: 'demo-app', activityId: 'demo-activity', backend });
    await kit.account.sendCode('13800000000');
    const wrong = backend.lastCode('13800000000') === '0000' ? '1111' : '0000';
    await expect(kit.account.loginWithCode('13800000000', wrong)).rejects.toMatchObject({ code: 'SERVER' });
    expect(kit.account.state.status).not.toBe('logged-in');

    const other = contractBackend();
    const stranger = createTestKit({ appId: 'demo-app', activityId: 'no-such-activity', backend: other });
    await stranger.account.sendCode('13800000000');
    await stranger.account.loginWithCode('13800000000', other.lastCode('13800000000')!).catch(() => undefined);
    await expect(stranger.reservation.reserve()).rejects.toMatchObject({ message: 'activity not found' });
  });

  it('keeps cookies between calls and puts the page-readable CSRF cookie on the fake page', async () => {
    const backend = contractBackend();
    const kit = createTestKit({ appId: 'demo-app', activityId: 'demo-activity', backend });
    expect(kit.page.cookie('passport_csrf_token')).toBeUndefined();
    await kit.passport.code.sendCode({ mobile: '13800000000', type: 24 }).catch(() => undefined);
    expect(kit.page.cookie('passport_csrf_token')).toMatch(/^[0-9a-f]{32}$/);
  });
});
