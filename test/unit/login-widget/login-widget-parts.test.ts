import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../../composition/testing';
import type { LoginWidgetEvent } from '../../../domain/login-widget/login-widget.machine';

const WEIXIN_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.42.2460(0x28002A35) NetType/WIFI Language/zh_CN';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const PRIVACY = [
  { id: 'agreement', label: '我已阅读并同意[用户协议@/agreement]' },
  { id: 'privacy', label: { 'zh-CN': '我同意[隐私政策@/privacy]', en: 'I agree to the [Privacy Policy@/privacy]' } },
];

describe('easy-login widget: privacy checkboxes, modules, the app button and the system field', () => {
  it('refuses to log in until every privacy checkbox is ticked, naming the first unticked one ({id}:未勾选!)', async () => {
    const kit = createTestKit();
    const widget = kit.createLoginWidget({ mockCode: '1234', privacy: PRIVACY });
    const events: LoginWidgetEvent[] = [];
    widget.events$.subscribe((event) => events.push(event));
    await widget.start();
    expect(widget.state.ticked).toEqual({ agreement: false, privacy: false });

    expect(await widget.login('13800000000', '1234')).toBe(false);
    expect(widget.state.error).toBe('agreement:未勾选!');
    expect(widget.state.failure).toMatchObject({ code: 'INVALID_ARGUMENT', message: 'agreement:未勾选!' });

    widget.tick('agreement', true);
    expect(await widget.login('13800000000', '1234')).toBe(false);
    expect(widget.state.error).toBe('privacy:未勾选!');

    widget.tick('privacy', true);
    expect(await widget.login('13800000000', '1234')).toBe(true);
    expect(widget.state).toMatchObject({ login: 'logged-in', error: undefined, failure: undefined });
    expect(events).toEqual([{ type: 'login', userId: '13800000000', system: 1 }]);
  });

  it('a checkbox may start ticked; an unknown id changes nothing', () => {
    const widget = createTestKit().createLoginWidget({ privacy: [{ id: 'agreement', label: 'x', checked: true }] });
    widget.tick('nope', true);
    expect(widget.state.ticked).toEqual({ agreement: true });
  });

  it('radio modules start on their value (else the first option) and take only their own options', () => {
    const widget = createTestKit().createLoginWidget({
      modules: [
        { type: 'text', id: 'intro', text: '登录即可预约' },
        { type: 'radio', id: 'server', label: '选择服务器', options: [{ value: 's1', label: '一区' }, { value: 's2', label: '二区' }] },
        { type: 'radio', id: 'platform', label: '平台', options: [{ value: 'a', label: 'Android' }, { value: 'i', label: 'iOS' }], value: 'i' },
      ],
    });
    expect(widget.state.choices).toEqual({ server: 's1', platform: 'i' });
    widget.choose('server', 's2');
    widget.choose('server', 's9');
    widget.choose('intro', 's1');
    expect(widget.state.choices).toEqual({ server: 's2', platform: 'i' });
  });

  it('refuses modules and checkboxes without an id, with a repeated id, or a radio without options', () => {
    const kit = createTestKit();
    expect(() => kit.createLoginWidget({ privacy: [{ id: '', label: 'x' }] })).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => kit.createLoginWidget({ modules: [{ type: 'text', id: 'a', text: 'x' }], privacy: [{ id: 'a', label: 'y' }] })).toThrowError('login widget id a is used twice');
    expect(() => kit.createLoginWidget({ modules: [{ type: 'radio', id: 'r', label: 'x', options: [] }] })).toThrowError('radio module r has no options');
  });

  it('resolves the system field: auto by the device (iOS 2, else 1), 1 or 2 as given, anything else system字段格式有误', () => {
    expect(createTestKit({ userAgent: IPHONE_UA }).createLoginWidget().state.system).toBe(2);
    expect(createTestKit().createLoginWidget({ system: 'auto' }).state.system).toBe(1);
    expect(createTestKit({ userAgent: IPHONE_UA }).createLoginWidget({ system: 1 }).state.system).toBe(1);
    expect(() => createTestKit().createLoginWidget({ system: 'ios' as never })).toThrowError(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'system字段格式有误' }),
    );
  });

  it('tells the page the resolved system in its login event, and sends it in no request', async () => {
    const kit = createTestKit({ userAgent: IPHONE_UA });
    const widget = kit.createLoginWidget({ mockCode: '1234' });
    const events: LoginWidgetEvent[] = [];
    widget.events$.subscribe((event) => events.push(event));
    await widget.start();
    expect(await widget.login('13800000000', '1234')).toBe(true);
    expect(events).toEqual([{ type: 'login', userId: '13800000000', system: 2 }]);
    const addresses = kit.fetchMock.callHistory.calls().map((call) => `${call.url} ${String(call.options.body ?? '')}`);
    expect(addresses.filter((sent) => /[?&]system=/.test(sent))).toEqual([]);
  });

  it('the short-video-app login is refused inside weixin with 请在其他浏览器登录抖音账号', async () => {
    const kit = createTestKit({ userAgent: WEIXIN_UA });
    const widget = kit.createLoginWidget({ appLogin: true });
    await widget.start().catch(() => undefined);
    expect(widget.state.appLogin).toBe(true);
    expect(await widget.loginWithApp()).toBe(false);
    expect(widget.state).toMatchObject({ error: '请在其他浏览器登录抖音账号', loggingIn: false });
  });

  it('the app login also needs the privacy checkboxes ticked', async () => {
    const widget = createTestKit({ userAgent: WEIXIN_UA }).createLoginWidget({ appLogin: true, privacy: PRIVACY });
    expect(await widget.loginWithApp()).toBe(false);
    expect(widget.state.error).toBe('agreement:未勾选!');
  });
});
