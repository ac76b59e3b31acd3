/** What a weixin share card shows (the wx JS-SDK's field names). */
export interface WeixinShareData {
  readonly title: string;
  readonly desc: string;
  /** Must be on the Official Account's JS-interface domain. */
  readonly link: string;
  readonly imgUrl: string;
}

/** Where a weixin share goes: a chat (friends) or Moments (timeline). */
export type WeixinShareTarget = 'friends' | 'timeline';

/**
 * The weixin JS-SDK (wx), loaded and configured with a signature from the publisher's ticket
 * address ('weixin signature is read from a ticket address').
 *
 * @throws CampaignKitError `SCRIPT_LOAD` when the SDK script failed from every address;
 *   `SERVER` when the ticket address refused; `BRIDGE` when wx.config failed (wx.error).
 */
export interface WeixinSdkPort {
  /**
   * True inside weixin (WeixinJSBridge is on the page or the user agent says MicroMessenger):
   * where share cards can be set. Elsewhere nothing should be loaded for them.
   */
  readonly available: boolean;
  /** Loads and configures the SDK once; later calls join the first. A failure lets the next call retry. */
  ready(): Promise<void>;
  /** Sets the share card of the weixin menu for `target` (updateAppMessageShareData / updateTimelineShareData). */
  setShare(target: WeixinShareTarget, data: WeixinShareData): Promise<void>;
}
