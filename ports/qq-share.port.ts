/** What a QQ share card shows. */
export interface QqShareData {
  readonly title: string;
  readonly desc: string;
  readonly shareUrl: string;
  readonly imageUrl: string;
}

/**
 * Mobile QQ's share script (qqapi.js, `mqq.data.setShareInfo`), loaded on first use
 * ('weixin and QQ share scripts are loaded').
 * @throws CampaignKitError `SCRIPT_LOAD` when the script failed to load.
 */
export interface QqSharePort {
  setShareInfo(data: QqShareData): Promise<void>;
}
