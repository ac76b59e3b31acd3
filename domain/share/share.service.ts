import type { BridgePort } from '../../ports/bridge.port';
import type { ClipboardPort } from '../../ports/clipboard.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { QqSharePort } from '../../ports/qq-share.port';
import type { WebSharePort } from '../../ports/web-share.port';
import type { WeixinSdkPort, WeixinShareTarget } from '../../ports/weixin-sdk.port';
import { validateOrigin } from '../config/validate';
import { APP_BRIDGE_METHODS } from '../device/app-bridge-methods';
import { callAppBridge, type BridgeOutcome } from '../device/bridge-outcome';
import { ApiClient } from '../http/api-client';
import { withParams } from '../shared/url';
import type { TrackingService } from '../tracking/tracking.service';
import type { TRACKING_EVENTS } from '../tracking/tracking.types';
import { invalidShareInfo, isHttpUrl, validateShareInfo } from './share-info';
import { shareLink } from './share-links';
import type { AppSharePanelOptions, InviteShareResult, ShareChannel, ShareCodeParam, ShareInfo, ShareServiceOptions, ShareNetwork } from './share.types';

/** What the share helpers need from outside. */
export interface ShareServicePorts {
  readonly http: HttpPort;
  readonly page: PagePort;
  readonly bridge: BridgePort;
  /** The wx JS-SDK; without it the weixin helper fails with `BRIDGE`. */
  readonly weixin?: WeixinSdkPort;
  /** QQ's share script; without it the QQ helper fails with `BRIDGE`. */
  readonly qq?: QqSharePort;
  /** The system share sheet; without it {@link ShareService.invite} copies the link. */
  readonly webShare?: WebSharePort;
  /** The clipboard; without it {@link ShareService.invite} answers `copied: false` (show the link to copy by hand). */
  readonly clipboard?: ClipboardPort;
  /** Reports act_share_success / act_share_failed when it is initialised. */
  readonly tracking?: TrackingService;
}

/**
 * The share helpers: weixin friends and Moments (wx JS-SDK), QQ (its share
 * script), the app share panel (bridge), Facebook / Twitter / Line links, the short link, and
 * {@link ShareService.invite} (the platform's way: system share sheet, else the link copied).
 * Every helper reports `act_share_success` or `act_share_failed` with `share_channel`
 * through the tracking service, when tracking is on.
 *
 * @remarks For weixin and QQ, success means the share card was set on the app's menu: the
 * visitor shares from there. Inside weixin, {@link ShareService.keepWeixinCards} sets the weixin
 * cards on arrival and keeps them current (`kit.start()` does this when `share()` is listed).
 * @example
 * ```ts
 * const share = new ShareService({ http, page, bridge }, { info: { url, title, description, image }, shortLinkHost: 'https://s.example.com' });
 * await share.weixin();            // both cards
 * share.keepWeixinCards();         // inside weixin: both cards now, and again on setInfo / setShareCode
 * await share.appPanel();          // { code: 1 } inside the app
 * share.open('twitter');
 * ```
 */
export class ShareService {
  readonly #options: { client: ApiClient };
  readonly #ports: ShareServicePorts;
  #pageInfo: ShareInfo | undefined;
  #shareCode: ShareCodeParam | undefined;
  #keeping = false;
  /** The card last sent to weixin while keeping, to send each change once. */
  #keptCard: string | undefined;
  /** Card updates run one after another, in order. */
  #cardUpdates: Promise<void> = Promise.resolve();

  /**
   * @throws CampaignKitError `INVALID_ARGUMENT` for bad share info ('the share helper needs share
   *   info: ...') or a bad host.
   */
  constructor(ports: ShareServicePorts, { info, shortLinkHost }: ShareServiceOptions) {
    this.#ports = ports;
    const host = validateOrigin('shortLinkHost', shortLinkHost);
    const valid = info === undefined ? undefined : validateShareInfo(info);
    this.#options = { client: new ApiClient(this.#ports.http, host) };
    this.#pageInfo = valid;
    this.#updateKeptCards();
  }

  /** The page's share info, or undefined when none was given. */
  get info(): ShareInfo | undefined {
    return this.#pageInfo;
  }

  /**
   * Replaces the page's share info; the weixin cards follow where they are kept.
   * @throws CampaignKitError `INVALID_ARGUMENT` for bad share info; `NOT_INITIALIZED`.
   */
  setInfo(info: ShareInfo): void {
    this.#pageInfo = validateShareInfo(info);
    this.#updateKeptCards();
  }

  /**
   * The visitor's share (invite) code, which the kept weixin cards carry in their link as
   * `key=value`; undefined takes it out. With `reservation()` listed, the kit sets it from the
   * reservation's share code.
   * @throws CampaignKitError `INVALID_ARGUMENT` 'the invite-token helper needs url, key and value' for an empty key or value.
   */
  setShareCode(code: ShareCodeParam | undefined): void {
    if (code !== undefined && (typeof code.key !== 'string' || code.key === '' || typeof code.value !== 'string' || code.value === '')) {
      throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.inviteToken);
    }
    this.#shareCode = code;
    this.#updateKeptCards();
  }

  /** True inside weixin, where the weixin cards can be set. */
  get inWeixin(): boolean {
    return this.#ports.weixin?.available === true;
  }

  /**
   * Inside weixin, sets the friends and Moments cards to the share info (its link carrying the
   * share code, once there is one) as soon as the JS-SDK is ready, and again each time the info or
   * the share code changes: visitors share from weixin's own menu, which shows the default card
   * until the page sets its own. Outside weixin, or until there is share info, it does nothing.
   * Calling it again keeps the one set of cards.
   * @remarks Setting the cards is not a share: nothing is reported when it works; a failure is
   * reported as act_share_failed (with `fail_reason`) when tracking is on.
   * @returns the function that stops keeping them.
   */
  keepWeixinCards(): () => void {
    if (this.inWeixin && !this.#keeping) {
      this.#keeping = true;
      this.#updateKeptCards();
    }
    return () => {
      this.#keeping = false;
      this.#keptCard = undefined;
    };
  }

  /**
   * Sets the weixin share cards: friends, Moments, or both (the default).
   * @throws CampaignKitError `INVALID_ARGUMENT` without share info; `BRIDGE` without the
   *   JS-SDK or when it fails; `SCRIPT_LOAD` / `SERVER` from loading and signing.
   */
  async weixin(target: WeixinShareTarget | 'both' = 'both', info?: ShareInfo): Promise<void> {
    const card = this.#info(info);
    const targets: WeixinShareTarget[] = target === 'both' ? ['friends', 'timeline'] : [target];
    for (const each of targets) await this.#reported(weixinChannel(each), () => this.#setWeixinCard(each, card));
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
   * Opens the short-video app's share panel through the bridge (platform `all`,
   * share_type 0, share_strategy 0 unless given). Never rejects for the app's answer: resolves
   * with the outcome (0 not in the app, 1 success, -1 failure or 'call jsb timeout', -2 exception).
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

  /**
   * Shares the invite link the way the platform offers: inside weixin the weixin cards, inside the
   * app its share panel, else the system share sheet (title, description as text, and the link)
   * where the browser has one, else the link copied to the clipboard. The link carries the
   * visitor's share code once there is one ({@link ShareService.setShareCode}). A sheet the visitor
   * closes without sharing is neither a success nor a failure: nothing is reported.
   * @remarks Call it from a click handler: browsers open the share sheet only within a gesture,
   * and it is opened before the first `await`.
   * @throws CampaignKitError `INVALID_ARGUMENT` without share info; `UNSUPPORTED_PLATFORM` when the
   *   browser refused to open its sheet (reported as act_share_failed); the weixin helper's errors.
   * @example
   * ```ts
   * button.onclick = async () => {
   *   const result = await share.invite();
   *   if (result.via === 'copy_link') showCopied(result.copied, result.url);
   * };
   * ```.
   */
  async invite(info?: ShareInfo): Promise<InviteShareResult> {
    const card = this.#withShareCode(this.#info(info));
    if (this.inWeixin) {
      await this.weixin('both', card);
      return { via: 'weixin' };
    }
    if (this.#ports.bridge.isAvailable) return { via: 'app_panel', outcome: await this.appPanel({}, card) };
    const data = { title: card.title, text: card.description, url: card.url };
    const sheet = this.#ports.webShare;
    if (sheet?.canShare(data)) {
      let status: 'shared' | 'cancelled';
      try {
        status = await sheet.share(data);
      } catch (error) {
        this.#report('web_share', false, reasonOf(error));
        throw error;
      }
      if (status === 'shared') this.#report('web_share', true);
      return { via: 'web_share', status };
    }
    const copied = (await this.#ports.clipboard?.writeText(card.url)) === true;
    this.#report('copy_link', copied, copied ? undefined : 'clipboard refused');
    return { via: 'copy_link', url: card.url, copied };
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
   * POST {host}/api/share-link with `url`; resolves with the short link.
   * @throws CampaignKitError `INVALID_ARGUMENT` for a url that is not http(s); `SERVER` with the
   *   server's message (or 'code is not 0!'); `HTTP_STATUS`, `NETWORK`, `TIMEOUT`.
   */
  async shortLink(url: string = this.#info().url): Promise<string> {
    if (!isHttpUrl(url)) throw invalidShareInfo('url must be an http(s) address');
    const { data } = await this.#options.client.activity<unknown>({ method: 'POST', path: '/api/share-link', body: { url } });
    if (typeof data !== 'string' || data === '') throw new CampaignKitError('SERVER', 'the short-link call answered no link', { data });
    return data;
  }

  #info(info?: ShareInfo): ShareInfo {
    if (info !== undefined) return validateShareInfo(info);
    return validateShareInfo(this.#pageInfo);
  }

  /** The card with the visitor's share code in its link, once there is one. */
  #withShareCode(card: ShareInfo): ShareInfo {
    const code = this.#shareCode;
    return code ? { ...card, url: withParams(card.url, { [code.key]: code.value }) } : card;
  }

  async #setWeixinCard(target: WeixinShareTarget, card: ShareInfo): Promise<void> {
    const sdk = this.#ports.weixin;
    if (!sdk) throw new CampaignKitError('BRIDGE', 'the weixin share needs the weixin JS-SDK (options.share.weixinTicketUrl)');
    await sdk.setShare(target, { title: card.title, desc: card.description, link: card.url, imgUrl: card.image });
  }

  /** While keeping, queues the weixin cards for the current info and share code, when they changed. */
  #updateKeptCards(): void {
    const info = this.#pageInfo;
    if (!this.#keeping || !info) return;
    const card = this.#withShareCode(info);
    const key = JSON.stringify([card.url, card.title, card.description, card.image]);
    if (key === this.#keptCard) return;
    this.#keptCard = key;
    this.#cardUpdates = this.#cardUpdates.then(() => this.#setWeixinCards(card));
  }

  /** Both cards, each failure reported (never thrown: nobody waits on a kept card). */
  async #setWeixinCards(card: ShareInfo): Promise<void> {
    for (const target of ['friends', 'timeline'] as const) {
      try {
        await this.#setWeixinCard(target, card);
      } catch (error) {
        this.#report(weixinChannel(target), false, reasonOf(error));
      }
    }
  }

  async #reported(channel: ShareChannel, share: () => Promise<void>): Promise<void> {
    try {
      await share();
    } catch (error) {
      this.#report(channel, false, reasonOf(error));
      throw error;
    }
    this.#report(channel, true);
  }

  #report(channel: ShareChannel, success: boolean, reason?: string): void {
    const tracking = this.#ports.tracking;
    if (!tracking) return;
    // The names written out (typed against TRACKING_EVENTS): the catalogue object would
    // come whole into a page that only shares.
    const event: (typeof TRACKING_EVENTS)['shareSuccess' | 'shareFailed'] = success ? 'act_share_success' : 'act_share_failed';
    void tracking.track(event, { share_channel: channel, ...(reason ? { fail_reason: reason } : {}) });
  }
}

function weixinChannel(target: WeixinShareTarget): ShareChannel {
  return target === 'friends' ? 'weixin_friends' : 'weixin_timeline';
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
