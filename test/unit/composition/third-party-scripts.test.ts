import { describe, expect, it } from 'vitest';
import { account } from '../../../composition/features/index';
import { createBrowserPorts, type PlatformWindow } from '../../../composition/platform/browser-platform';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { createJsdomWindow } from '../../contracts/support/jsdom-window';

const CAPTCHA_PIN = { url: 'https://cdn.test/captcha-2.27.2.js', backups: ['https://cdn2.test/captcha-2.27.2.js'], integrity: 'sha384-captcha' };
const needsCaptcha = { error_code: 1105, description: '需要验证', data: { verify_center_decision_conf: JSON.stringify({ subtype: 'slide' }) } };

describe("createCampaignKit({ nonce }): the page's CSP nonce", () => {
  it('goes on every script and style element the browser adapters add', async () => {
    const window = await createJsdomWindow();
    const ports = createBrowserPorts({ nonce: 'page-nonce' }, window as unknown as PlatformWindow & Window);
    void ports.scriptLoader.load('https://cdn.test/sdk.js');
    ports.domInjection?.injectStyle('.x{}');
    expect([...window.document.head.children].map((element) => [element.tagName, element.getAttribute('nonce')])).toEqual([
      ['SCRIPT', 'page-nonce'],
      ['STYLE', 'page-nonce'],
    ]);
  });
});

describe('createCampaignKit({ scripts }): the page pins third-party scripts', () => {
  it('loads a pinned captcha SDK (its addresses and hash) and does not read the verification settings', async () => {
    const kit = createTestKit({
      features: withFeatures(account({ verification: { settingsUrl: 'https://settings.test/captcha' } })),
      scripts: { captcha: CAPTCHA_PIN },
      routes: (fetchMock) => fetchMock.route('path:/send_activation_code/v2/', needsCaptcha),
    });
    kit.scriptLoader.fail(CAPTCHA_PIN.url);
    kit.scriptLoader.succeed(CAPTCHA_PIN.backups[0]!);
    kit.verificationSdk.install();
    void kit.account.sendCode('13800000000').catch(() => undefined);
    await expect.poll(() => kit.scriptLoader.loads.length).toBe(2);
    const attrs = { crossorigin: 'anonymous', integrity: 'sha384-captcha' };
    expect(kit.scriptLoader.loads).toEqual([{ url: CAPTCHA_PIN.url, attrs }, { url: CAPTCHA_PIN.backups[0], attrs }]);
    expect(kit.fetchMock.callHistory.calls().some((call) => call.url.startsWith('https://settings.test/'))).toBe(false);
  });

  it('hands a pinned signing script to the passport, over passport.signingScriptUrl', () => {
    const signing = { url: 'https://cdn.test/secsdk-1.0.0.umd.js', integrity: 'sha384-sign' };
    const kit = createTestKit({ passport: { signingScriptUrl: 'https://cdn.test/other.js' }, scripts: { signing } });
    expect(kit.settings.passport).toMatchObject({ signingScriptUrl: 'https://cdn.test/other.js', signingScript: signing });
    expect(kit.settings.scripts).toEqual({ signing });
  });

  it('refuses a pin that is not https, naming the script', () => {
    expect(() => createTestKit({ scripts: { qq: { url: 'http://cdn.test/qqapi.js' } } })).toThrowError(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'scripts.qq needs https addresses, got http://cdn.test/qqapi.js' }),
    );
    expect(() => createTestKit({ scripts: { weixin: { url: 'https://res.test/jweixin.js', backups: ['data:text/javascript,1'] } } })).toThrowError(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'scripts.weixin needs https addresses, got data:text/javascript,1' }),
    );
  });

  it('refuses a pin that is not an object, or backups that are not a list, with the same typed error (found by fuzzing: a null pin threw a TypeError)', () => {
    const refusal = (scripts: unknown) => {
      try {
        createTestKit({ scripts: scripts as never });
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(refusal({ signing: null })).toMatchObject({ code: 'INVALID_ARGUMENT', message: 'scripts.signing needs https addresses, got null' });
    expect(refusal({ youtube: 6 })).toMatchObject({ code: 'INVALID_ARGUMENT', message: 'scripts.youtube needs https addresses, got 6' });
    expect(refusal({ qq: { url: 'https://cdn.test/qqapi.js', backups: 7 } })).toMatchObject({ code: 'INVALID_ARGUMENT', message: 'scripts.qq needs https addresses, got 7' });
    expect(refusal({ qq: { url: 'https://cdn.test/qqapi.js', backups: 'https://cdn2.test/qqapi.js' } })).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(refusal({ weixin: undefined })).toBeUndefined();
  });
});
