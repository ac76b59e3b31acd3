import type { BridgePort } from '../../ports/bridge.port';
import { CampaignKitError } from '../../ports/errors';
import type { WeixinSdkPort, WeixinShareData, WeixinShareTarget } from '../../ports/weixin-sdk.port';

/**
 * The legacy weixin share, before the JS-SDK: the menu event weixin sends
 * when the visitor picks a share target, and the WeixinJSBridge method the page answers with.
 */
export const LEGACY_WEIXIN_SHARE = {
  friends: { event: 'menu:share:appmessage', method: 'sendAppMessage' },
  timeline: { event: 'menu:share:timeline', method: 'shareTimeline' },
} as const satisfies Record<WeixinShareTarget, { event: string; method: string }>;

/** Why the legacy share cannot run: the page is not in weixin. */
export const LEGACY_WEIXIN_UNAVAILABLE = 'the weixin share needs weixin: the JS-SDK (options.share.weixinTicketUrl) or WeixinJSBridge';

/**
 * The {@link WeixinSdkPort} over the legacy `WeixinJSBridge` menu events, for
 * weixin pages without a working JS-SDK: `setShare` keeps the card and listens to
 * `menu:share:appmessage` / `menu:share:timeline`; when the visitor picks one in weixin's menu,
 * the page invokes `sendAppMessage` / `shareTimeline` with `{ title, desc, link, img_url }`.
 *
 * @remarks Public sources mark these legacy invokes as **uncertain** on today's weixin: they are a
 * fallback only (see {@link WeixinShareFallback}). `img_width`, `img_height` and `appid`, which old
 * pages also sent, are left out: no source gives their values. Nothing waits for the invoke's
 * answer: it comes after the visitor has shared, or never.
 * @example
 * ```ts
 * const legacy = new WeixinLegacyShareAdapter(new WeixinBridgeAdapter());
 * await legacy.setShare('friends', { title, desc, link, imgUrl });
 * ```
 */
export class WeixinLegacyShareAdapter implements WeixinSdkPort {
  readonly #bridge: BridgePort;
  readonly #cards = new Map<WeixinShareTarget, WeixinShareData>();

  /** @param bridge - the weixin webview's bridge (a `WeixinBridgeAdapter`); its `on` hears the menu events. */
  constructor(bridge: BridgePort) {
    this.#bridge = bridge;
  }

  /** True inside weixin (the bridge's `isAvailable`). */
  get available(): boolean {
    return this.#bridge.isAvailable;
  }

  /**
   * Resolves inside weixin.
   * @throws CampaignKitError `BRIDGE` ('the weixin share needs weixin: the JS-SDK (options.share.weixinTicketUrl) or WeixinJSBridge') outside weixin.
   */
  ready(): Promise<void> {
    return this.#bridge.isAvailable ? Promise.resolve() : Promise.reject(new CampaignKitError('BRIDGE', LEGACY_WEIXIN_UNAVAILABLE));
  }

  /**
   * Sets the card weixin's menu shares for `target`; a later call replaces it.
   * @throws CampaignKitError `BRIDGE` ('the weixin share needs weixin: the JS-SDK (options.share.weixinTicketUrl) or WeixinJSBridge') outside weixin.
   */
  async setShare(target: WeixinShareTarget, data: WeixinShareData): Promise<void> {
    await this.ready();
    const listening = this.#cards.has(target);
    this.#cards.set(target, { ...data });
    if (listening) return;
    const { event, method } = LEGACY_WEIXIN_SHARE[target];
    this.#bridge.on(event, () => {
      const card = this.#cards.get(target)!;
      // The answer comes once the visitor has shared (or never): nothing here waits for it.
      this.#bridge.call(method, { title: card.title, desc: card.desc, link: card.link, img_url: card.imgUrl }).catch(() => undefined);
    });
  }
}

/**
 * A {@link WeixinSdkPort} that shares through the wx JS-SDK and falls back to the legacy menu
 * events ({@link WeixinLegacyShareAdapter}) when the JS-SDK is not configured or fails (script,
 * ticket or wx.config).
 * @throws CampaignKitError from `setShare` / `ready`: the JS-SDK's error when the fallback cannot
 *   run either (outside weixin), else the fallback's `BRIDGE` error.
 */
export class WeixinShareFallback implements WeixinSdkPort {
  readonly #primary: WeixinSdkPort | undefined;
  readonly #legacy: WeixinSdkPort;

  /**
   * @param primary - the JS-SDK adapter; undefined when no ticket address is configured.
   * @param legacy - the legacy menu-event share.
   */
  constructor(primary: WeixinSdkPort | undefined, legacy: WeixinSdkPort) {
    this.#primary = primary;
    this.#legacy = legacy;
  }

  /** True inside weixin, as either port tells it. */
  get available(): boolean {
    return this.#legacy.available || this.#primary?.available === true;
  }

  ready(): Promise<void> {
    return this.#withFallback((port) => port.ready());
  }

  setShare(target: WeixinShareTarget, data: WeixinShareData): Promise<void> {
    return this.#withFallback((port) => port.setShare(target, data));
  }

  async #withFallback(run: (port: WeixinSdkPort) => Promise<void>): Promise<void> {
    if (!this.#primary) return run(this.#legacy);
    try {
      await run(this.#primary);
    } catch (error) {
      try {
        await run(this.#legacy);
      } catch {
        throw error;
      }
    }
  }
}
