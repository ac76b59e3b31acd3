import type { BridgePort } from '../../ports/bridge.port';
import { CampaignKitError } from '../../ports/errors';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { QqSharePort } from '../../ports/qq-share.port';
import type { WeixinSdkPort, WeixinShareTarget } from '../../ports/weixin-sdk.port';
import { validateOrigin } from '../config/validate';
import { APP_BRIDGE_METHODS } from '../device/app-bridge-methods';
import { callAppBridge, type BridgeOutcome } from '../device/bridge-outcome';
import { ApiClient } from '../http/api-client';
import { InitGuard } from '../shared/init-guard';
import type { TrackingService } from '../tracking/tracking.service';
import type { TRACKING_EVENTS } from '../tracking/tracking.types';
import { invalidShareInfo, isHttpUrl, validateShareInfo } from './share-info';
import { shareLink } from './share-links';
import type { AppSharePanelOptions, ShareChannel, ShareInfo, ShareInit, ShareNetwork } from './share.types';

/** What the share helpers need from outside. */
export interface ShareServicePorts {
  readonly http: HttpPort;
  readonly page: PagePort;
  readonly bridge: BridgePort;
  /** The wx JS-SDK; without it the weixin helper fails with `BRIDGE`. */
  readonly weixin?: WeixinSdkPort;
  /** QQ's share script; without it the QQ helper fails with `BRIDGE`. */
  readonly qq?: QqSharePort;
  /** Reports act_share_success / act_share_failed when it is initialised. */
  readonly tracking?: TrackingService;
}

/**
 * The share helpers of SPEC §1 and §7: weixin friends and Moments (wx JS-SDK), QQ (its share
 * script), the app share panel (bridge), Facebook / Twitter / Line links, and the short link.
 * Every helper reports `act_share_success` or `act_share_failed` with `share_channel` (SPEC §9)
 * through the tracking service, when tracking is on.
 *
 * @remarks For weixin and QQ, success means the share card was set on the app's menu: the
 * visitor shares from there.
 * @example
 * ```ts
 * share.init({ info: { url, title, description, image }, shortLinkHost: 'https://s.example.com' });
 * await share.weixin();            // both cards
 * await share.appPanel();          // { code: 1 } inside the app
 * share.open('twitter');
 * ```
 */
export class ShareService {
  readonly #options = new InitGuard<{ info?: ShareInfo; client: ApiClient }>('Share');
  readonly #ports: ShareServicePorts;

  constructor(ports: ShareServicePorts) {
    this.#ports = ports;
  }

  get initialized(): boolean {
    return this.#options.initialized;
  }

  /**
   * @throws CampaignKitError `INVALID_ARGUMENT` for bad share info ('the share helper needs share
   *   info: ...') or a bad host; `ALREADY_INITIALIZED`.
   */
  init({ info, shortLinkHost }: ShareInit): void {
    const host = validateOrigin('shortLinkHost', shortLinkHost);
    this.#options.set({ info: info === undefined ? undefined : validateShareInfo(info), client: new ApiClient(this.#ports.http, host) });
  }

  /** The page's share info, or undefined when none was given. */
  get info(): ShareInfo | undefined {
    return this.#options.get().info;
  }

  /**
   * Sets the weixin share cards: friends, Moments, or both (the default).
   * @throws CampaignKitError `INVALID_ARGUMENT` without share info; `BRIDGE` without the
   *   JS-SDK or when it fails; `SCRIPT_LOAD` / `SERVER` from loading and signing.
   */
  async weixin(target: WeixinShareTarget | 'both' = 'both', info?: ShareInfo): Promise<void> {
    const card = this.#info(info);
    const targets: WeixinShareTarget[] = target === 'both' ? ['friends', 'timeline'] : [target];
    for (const each of targets) {
      await this.#reported(each === 'friends' ? 'weixin_friends' : 'weixin_timeline', async () => {
        const sdk = this.#ports.weixin;
        if (!sdk) throw new CampaignKitError('BRIDGE', 'the weixin share needs the weixin JS-SDK (options.share.weixinTicketUrl)');
        await sdk.setShare(each, { title: card.title, desc: card.description, link: card.url, imgUrl: card.image });
      });
    }
  }

  /**
   * Sets the QQ share card (mqq.data.setShareInfo).
   * @throws CampaignKitError `INVALID_ARGUMENT` without share info; `BRIDGE` without the QQ port; `SCRIPT_LOAD`.
   */
  async qq(info?: ShareInfo): Promise<void> {
    const card = this.#info(info);
    await this.#reported('qq', async () => {
      const qq = this.#ports.qq;
      if (!qq) throw new CampaignKitError('BRIDGE', 'the QQ share needs the QQ share script port');
      await qq.setShareInfo({ title: card.title, desc: card.description, shareUrl: card.url, imageUrl: card.image });
    });
  }

  /**
   * Opens the short-video app's share panel through the bridge (SPEC §7: platform `all`,
   * share_type 0, share_strategy 0 unless given). Never rejects for the app's answer: resolves
   * with the SPEC §8 outcome (0 not in the app, 1 success, -1 failure or 'call jsb timeout', -2 exception).
   * @throws CampaignKitError `INVALID_ARGUMENT` without share info.
   */
  async appPanel(options: AppSharePanelOptions = {}, info?: ShareInfo): Promise<BridgeOutcome> {
    const card = this.#info(info);
    const outcome = await callAppBridge(this.#ports.bridge, APP_BRIDGE_METHODS.share, {
      platform: options.platform ?? 'all',
      share_type: options.shareType ?? 0,
      share_strategy: options.shareStrategy ?? 0,
      title: card.title,
      desc: card.description,
      url: card.url,
      image: card.image,
    });
    this.#report('app_panel', outcome.code === 1, outcome.message);
    return outcome;
  }

  /** The share-link address of a network for the share info (see `shareLink`). */
  link(network: ShareNetwork, info?: ShareInfo): string {
    return shareLink(network, this.#info(info));
  }

  /**
   * Opens a network's share link in a new window.
   * @returns false when the browser blocked the window (then act_share_failed is reported).
   */
  open(network: ShareNetwork, info?: ShareInfo): boolean {
    const opened = this.#ports.page.openWindow(this.link(network, info), '_blank', 'noopener');
    this.#report(network, opened, opened ? undefined : 'window blocked');
    return opened;
  }

  /**
   * POST {host}/api/share-link with `url`; resolves with the short link (SPEC §7).
   * @throws CampaignKitError `INVALID_ARGUMENT` for a url that is not http(s); `SERVER` with the
   *   server's message (or 'code is not 0!'); `HTTP_STATUS`, `NETWORK`, `TIMEOUT`.
   */
  async shortLink(url: string = this.#info().url): Promise<string> {
    if (!isHttpUrl(url)) throw invalidShareInfo('url must be an http(s) address');
    const { data } = await this.#options.get().client.activity<unknown>({ method: 'POST', path: '/api/share-link', body: { url } });
    if (typeof data !== 'string' || data === '') throw new CampaignKitError('SERVER', 'the short-link call answered no link', { data });
    return data;
  }

  #info(info?: ShareInfo): ShareInfo {
    return validateShareInfo(info ?? this.#options.get().info);
  }

  async #reported(channel: ShareChannel, share: () => Promise<void>): Promise<void> {
    try {
      await share();
    } catch (error) {
      this.#report(channel, false, error instanceof Error ? error.message : String(error));
      throw error;
    }
    this.#report(channel, true);
  }

  #report(channel: ShareChannel, success: boolean, reason?: string): void {
    const tracking = this.#ports.tracking;
    if (!tracking?.initialized) return;
    // The SPEC §9 names written out (typed against TRACKING_EVENTS): the catalogue object would
    // come whole into a page that only shares.
    const event: (typeof TRACKING_EVENTS)['shareSuccess' | 'shareFailed'] = success ? 'act_share_success' : 'act_share_failed';
    void tracking.track(event, { share_channel: channel, ...(reason ? { fail_reason: reason } : {}) });
  }
}
