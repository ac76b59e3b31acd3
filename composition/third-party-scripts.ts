import { trustworthyOrigin } from '../domain/shared/allowed-origins';
import { CampaignKitError } from '../ports/errors';
import type { PinnedScript } from '../ports/script-loader.port';

/**
 * The page's pins for the third-party scripts the kit loads: for each, a named version's address,
 * the same file's other hosts and the Subresource Integrity hash it must match. A script the page
 * does not pin loads from its default address (a named version) without a hash.
 */
export interface ThirdPartyScripts {
  /** The passport's security signing script (`byted_acrawler`). Wins over `passport.signingScriptUrl`. Defaults to the region's. */
  readonly signing?: PinnedScript;
  /** The wx JS-SDK. Defaults to jweixin-1.6.0.js on res.wx.qq.com, then res2.wx.qq.com. */
  readonly weixin?: PinnedScript;
  /** Mobile QQ's share API. Defaults to qqapi.js on open.mobile.qq.com. */
  readonly qq?: PinnedScript;
  /**
   * The verification (captcha) SDK. When pinned, its address and backups are the ones loaded and
   * the verification settings are not read. Defaults to the settings' addresses, else 2.27.2.
   */
  readonly captcha?: PinnedScript;
  /** The YouTube IFrame API, loaded by `kit.media.youtube(...)`. Defaults to https://www.youtube.com/iframe_api. */
  readonly youtube?: PinnedScript;
}

/**
 * Checks the pins: each an object whose addresses are all https (http only for localhost, 127.0.0.1
 * or [::1]), its `backups` a list.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'scripts.{name} needs https addresses, got {address}' (or the pin, or its `backups`, when that is not an object or a list).
 */
export function validateThirdPartyScripts(scripts: ThirdPartyScripts | undefined): ThirdPartyScripts | undefined {
  for (const [name, pin] of Object.entries(scripts ?? {}) as [string, unknown][]) {
    if (pin === undefined) continue;
    const refuse = (got: unknown) => new CampaignKitError('INVALID_ARGUMENT', `scripts.${name} needs https addresses, got ${String(got)}`);
    if (typeof pin !== 'object' || pin === null) throw refuse(pin);
    const { url, backups = [] } = pin as PinnedScript;
    if (!Array.isArray(backups)) throw refuse(backups);
    for (const address of [url, ...(backups as unknown[])]) {
      if (typeof address !== 'string' || !trustworthyOrigin(address)) throw refuse(address);
    }
  }
  return scripts;
}
