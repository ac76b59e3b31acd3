import { describe, expect, it } from 'vitest';
import { detectDevice, platformCodeOf } from '../../../domain/device/detect-device';
import { osOfUserAgent, reportedOs } from '../../../domain/device/os';
import { IN_APP_BROWSERS } from '../../../domain/device/in-app-browsers';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36';
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const WEIXIN_MINI = `${ANDROID_CHROME} MicroMessenger/8.0.44.2502(0x28002C51) WeChat/arm64 Weixin NetType/WIFI miniProgram/wxdec51c0e2b06cbfe`;

describe('detectDevice (SPEC §1, §9)', () => {
  it('gives the SPEC §9 platform codes: toutiao 0, douyin 2, huoshan 3, xigua 4, pipixia 5, game 6, weixin 7, qq 8, unknown -1', () => {
    expect(['toutiao', 'douyin', 'huoshan', 'xigua', 'pipixia', 'game', 'weixin', 'qq', 'none', 'facebook'].map((app) => platformCodeOf(app as never))).toEqual([0, 2, 3, 4, 5, 6, 7, 8, -1, -1]);
  });

  it('reports android and ios as they are and every other os as pc (the SPEC §3 tracking field)', () => {
    expect((['android', 'ios', 'harmony', 'windows', 'macos', 'linux', 'other'] as const).map(reportedOs)).toEqual(['android', 'ios', 'pc', 'pc', 'pc', 'pc', 'pc']);
    expect(reportedOs(osOfUserAgent(ANDROID_CHROME))).toBe('android');
    expect(reportedOs(osOfUserAgent(MAC_CHROME))).toBe('pc');
  });

  it('reads the os from the user agent the same way alone as inside detectDevice', () => {
    for (const ua of [ANDROID_CHROME, MAC_CHROME, WEIXIN_MINI, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'Mozilla/5.0 (Phone; OpenHarmony 5.0)', '']) {
      expect(osOfUserAgent(ua)).toBe(detectDevice(ua).os);
    }
  });

  it('numbers the in-app browsers 1 to 12, each code once', () => {
    const codes = IN_APP_BROWSERS.map((row) => row.browserCode).sort((a, b) => a - b);
    expect(codes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('reads the app version from the app token', () => {
    expect(detectDevice(WEIXIN_MINI).appVersion).toBe('8.0.44.2502');
    expect(detectDevice(`${ANDROID_CHROME} aweme_230400 JsSdk/1.0 AppName/aweme app_version/23.4.0 BytedanceWebview/d8a21c6`).appVersion).toBe('23.4.0');
  });

  it('marks a weixin mini-program web-view and the ByteDance webviews', () => {
    expect(detectDevice(WEIXIN_MINI)).toMatchObject({ app: 'weixin', miniProgram: true, byteDance: false });
    expect(detectDevice(`${ANDROID_CHROME} JsSdk/2 NewsArticle/8.8.5`)).toMatchObject({ app: 'toutiao', byteDance: true });
  });

  it("takes Weibo's international app for weibo and TikTok Lite for tiktok (a ByteDance webview), with TikTok Lite's version", () => {
    expect(detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WeiboIntliOS_iPhone_6720')).toMatchObject({ app: 'weibo', browserCode: 3 });
    expect(detectDevice(`${ANDROID_CHROME} WeiboIntlAndroid_6710`)).toMatchObject({ app: 'weibo', browserCode: 3 });
    expect(detectDevice(`${ANDROID_CHROME} Channel/release AppName/ultralite app_version/26.4.4 Region/EG`)).toMatchObject({ app: 'tiktok', browserCode: 9, byteDance: true, appVersion: '26.4.4' });
    expect(detectDevice(`${ANDROID_CHROME}trill_400 JsSdk/1.0 AppName/musically_go app_version/4.0.0`)).toMatchObject({ app: 'tiktok', appVersion: '4.0.0' });
  });

  it('does not take QQ Browser (MQQBrowser, QQBrowser) for mobile QQ', () => {
    expect(detectDevice(`${ANDROID_CHROME} MQQBrowser/12.5 COVC/046511`).app).toBe('none');
    expect(detectDevice(`${MAC_CHROME} QQBrowser/4.5.123.400`).app).toBe('none');
  });

  it('lets client hints decide os and mobile where the browser gives them', () => {
    expect(detectDevice(MAC_CHROME, { hints: { mobile: true, platform: 'Android' } })).toMatchObject({ os: 'android', mobile: true });
    expect(detectDevice(MAC_CHROME, { hints: { mobile: false, platform: 'macOS' } })).toMatchObject({ os: 'macos', mobile: false });
    expect(detectDevice(MAC_CHROME, { hints: { platform: 'Fuchsia' } }).os).toBe('other');
  });

  it('recognises the game browser by a configurable marker, before any other app', () => {
    expect(detectDevice(`${ANDROID_CHROME} GameBrowser/2.0`)).toMatchObject({ app: 'game', platformCode: 6, appVersion: '2.0' });
    expect(detectDevice(`${ANDROID_CHROME} MyGame/3 MicroMessenger/8.0`, { gamePattern: /MyGame\/(\d+)/ })).toMatchObject({ app: 'game', platformCode: 6 });
  });

  it('treats an empty user agent as a desktop plain browser', () => {
    expect(detectDevice('')).toEqual({ os: 'other', mobile: false, app: 'none', platformCode: -1, browserCode: -1, byteDance: false, miniProgram: false });
  });
});
