import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { QqShareData, QqSharePort } from '../../ports/qq-share.port';
import type { PinnedScript, ScriptLoaderPort } from '../../ports/script-loader.port';

/** Mobile QQ's share API script. */
export const QQ_API_URL = 'https://open.mobile.qq.com/sdk/qqapi.js?_bid=152';

/** The part of mobile QQ's `mqq` global the share uses. */
export interface QqWindow {
  mqq?: { data?: { setShareInfo?: (info: { share_url: string; title: string; desc: string; image_url: string }, callback?: () => void) => void } };
}

/** The {@link QqSharePort} over qqapi.js: loads it once, then `mqq.data.setShareInfo`. */
export class QqShareAdapter implements QqSharePort {
  readonly #scriptLoader: ScriptLoaderPort;
  readonly #window: QqWindow;
  readonly #script: PinnedScript;

  /**
   * @param window - Defaults to `globalThis.window`, read at construction.
   * @param script - qqapi.js as the page pins it (address, backups, integrity hash). Defaults to `https://open.mobile.qq.com/sdk/qqapi.js?_bid=152`.
   */
  constructor(scriptLoader: ScriptLoaderPort, window: QqWindow = globalThis.window as unknown as QqWindow, script: PinnedScript = { url: QQ_API_URL }) {
    this.#scriptLoader = scriptLoader;
    this.#window = window;
    this.#script = script;
  }

  /**
   * Sets mobile QQ's share card.
   * @throws CampaignKitError `SCRIPT_LOAD` when qqapi.js failed to load or defined no `mqq.data.setShareInfo`.
   */
  async setShareInfo(data: QqShareData): Promise<void> {
    const { url, backups, integrity } = this.#script;
    if (!this.#window.mqq?.data?.setShareInfo) await this.#scriptLoader.load(url, { backups, integrity });
    const setShareInfo = this.#window.mqq?.data?.setShareInfo;
    if (!setShareInfo) throw new CampaignKitError('SCRIPT_LOAD', MESSAGES.scriptLoad);
    setShareInfo({ share_url: data.shareUrl, title: data.title, desc: data.desc, image_url: data.imageUrl });
  }
}
