import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { PinnedScript, ScriptLoaderPort } from '../../ports/script-loader.port';
import type { WeixinSdkPort, WeixinShareData, WeixinShareTarget } from '../../ports/weixin-sdk.port';
import type { WeixinWindow, WxSdk } from './weixin.globals';

/** The wx JS-SDK address (1.6.0 is the documented version). */
export const JWEIXIN_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** Its backup host. */
export const JWEIXIN_BACKUP_URL = 'https://res2.wx.qq.com/open/js/jweixin-1.6.0.js';
/** The APIs campaign-kit configures. */
export const WEIXIN_JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;

/** The ticket address's answer: an activity envelope whose data is the wx.config signature. */
export interface WeixinTicketData {
  readonly appId: string;
  readonly timestamp: number | string;
  readonly nonceStr: string;
  readonly signature: string;
}

/** What a {@link WeixinJsSdkAdapter} needs. */
export interface WeixinJsSdkOptions {
  readonly scriptLoader: ScriptLoaderPort;
  readonly http: HttpPort;
  readonly page: PagePort;
  /** GET `{ticketUrl}?url=<the address to sign>` answers `{ code: 0, data: WeixinTicketData }`. */
  readonly ticketUrl: string;
  /** The JS-SDK APIs `wx.config` asks for. Defaults to `['updateAppMessageShareData', 'updateTimelineShareData']`. */
  readonly jsApiList?: readonly string[];
  /** The JS-SDK as the page pins it (address, backups, integrity hash). Defaults to `https://res.wx.qq.com/open/js/jweixin-1.6.0.js`, backed by `https://res2.wx.qq.com/open/js/jweixin-1.6.0.js`. */
  readonly script?: PinnedScript;
  /** Defaults to `globalThis.window`, read at construction. */
  readonly window?: WeixinWindow;
}

/**
 * The {@link WeixinSdkPort} over the wx JS-SDK.
 *
 * @remarks The address signed is the page's without `#...`; on iOS weixin (WKWebView) it is the
 * **first landing address** of the page, kept at construction, because iOS weixin verifies
 * against it after history-mode navigation. A `wx` already on
 * the page is used as is; otherwise jweixin-1.6.0.js is loaded from res.wx.qq.com, then res2.
 */
export class WeixinJsSdkAdapter implements WeixinSdkPort {
  readonly #options: WeixinJsSdkOptions;
  readonly #window: WeixinWindow;
  readonly #landingUrl: string;
  #ready: Promise<WxSdk> | undefined;

  constructor(options: WeixinJsSdkOptions) {
    this.#options = options;
    this.#window = options.window ?? (globalThis.window as unknown as WeixinWindow);
    this.#landingUrl = options.page.url();
  }

  /** True inside weixin: WeixinJSBridge is on the page or the user agent says MicroMessenger. */
  get available(): boolean {
    return this.#window.WeixinJSBridge !== undefined || /MicroMessenger/i.test(this.#options.page.userAgent());
  }

  /** The address the signature is asked for: the landing address on iOS, the current one elsewhere, without `#...`. */
  signedUrl(): string {
    const url = this.#isIos() ? this.#landingUrl : this.#options.page.url();
    return url.split('#')[0] ?? url;
  }

  /**
   * Loads (where needed) and configures the SDK; resolves after wx.ready.
   * @throws CampaignKitError `SCRIPT_LOAD`, `SERVER`, `HTTP_STATUS`, or `BRIDGE` (wx.error, its errMsg).
   */
  async ready(): Promise<void> {
    await this.#wx();
  }

  /**
   * Sets the weixin menu's share card for friends (updateAppMessageShareData) or Moments
   * (updateTimelineShareData).
   * @throws CampaignKitError `BRIDGE` when the SDK's fail callback ran (its errMsg), and the errors of {@link ready}.
   */
  async setShare(target: WeixinShareTarget, data: WeixinShareData): Promise<void> {
    const wx = await this.#wx();
    await new Promise<void>((resolve, reject) => {
      const payload = { title: data.title, desc: data.desc, link: data.link, imgUrl: data.imgUrl, success: () => resolve(), fail: (result?: { errMsg?: string }) => reject(new CampaignKitError('BRIDGE', result?.errMsg || `${target} share failed`)) };
      if (target === 'friends') wx.updateAppMessageShareData(payload);
      else wx.updateTimelineShareData(payload);
    });
  }

  #wx(): Promise<WxSdk> {
    this.#ready ??= this.#configure().catch((error: unknown) => {
      this.#ready = undefined;
      throw error;
    });
    return this.#ready;
  }

  async #configure(): Promise<WxSdk> {
    const { scriptLoader, http, ticketUrl, jsApiList = WEIXIN_JS_API_LIST, script = { url: JWEIXIN_URL, backups: [JWEIXIN_BACKUP_URL] } } = this.#options;
    if (!this.#window.wx) await scriptLoader.load(script.url, { backups: script.backups, integrity: script.integrity });
    const wx = this.#window.wx;
    if (!wx) throw new CampaignKitError('SCRIPT_LOAD', MESSAGES.scriptLoad);
    const response = await http.request<{ code?: number; message?: string; data?: WeixinTicketData }>({ method: 'GET', url: ticketUrl, query: { url: this.signedUrl() } });
    if (response.status !== 200 || typeof response.data !== 'object' || response.data === null) throw new CampaignKitError('HTTP_STATUS', MESSAGES.httpStatus, { status: response.status });
    const { code, message, data } = response.data;
    if (code !== 0 || !data) throw new CampaignKitError('SERVER', message || MESSAGES.codeNotZero, { errorCode: code });
    return new Promise<WxSdk>((resolve, reject) => {
      wx.ready(() => resolve(wx));
      wx.error((result) => reject(new CampaignKitError('BRIDGE', result?.errMsg || 'weixin config failed')));
      wx.config({ debug: false, appId: data.appId, timestamp: data.timestamp, nonceStr: data.nonceStr, signature: data.signature, jsApiList: [...jsApiList] });
    });
  }

  #isIos(): boolean {
    return this.#window.__wxjs_is_wkwebview === true || /iPhone|iPad|iPod/i.test(this.#options.page.userAgent());
  }
}
