import type { BridgeOutcome } from '../device/bridge-outcome';

/** What a share shows (share info). */
export interface ShareInfo {
  /** The address shared, absolute http(s). */
  readonly url: string;
  readonly title: string;
  readonly description: string;
  /** The picture's address, absolute http(s). */
  readonly image: string;
}

/** Where a share went, as reported with act_share_success / act_share_failed (`share_channel`): `web_share` is the system share sheet, `copy_link` the link copied. */
export type ShareChannel = 'weixin_friends' | 'weixin_timeline' | 'qq' | 'app_panel' | 'facebook' | 'twitter' | 'line' | 'web_share' | 'copy_link';

/**
 * How {@link ShareService.invite} shared: the weixin cards (inside weixin), the app share panel
 * (inside the app, with its outcome), the system share sheet (`shared`, or `cancelled` by the
 * visitor), or the link copied (`copied` false where the clipboard refused: show `url` to copy by hand).
 */
export type InviteShareResult =
  | { readonly via: 'weixin' }
  | { readonly via: 'app_panel'; readonly outcome: BridgeOutcome }
  | { readonly via: 'web_share'; readonly status: 'shared' | 'cancelled' }
  | { readonly via: 'copy_link'; readonly url: string; readonly copied: boolean };

/** The social networks with share links. */
export type ShareNetwork = 'facebook' | 'twitter' | 'line';

/** Options of the app share panel (app share bridge). */
export interface AppSharePanelOptions {
  /** Defaults to `'all'`. */
  readonly platform?: string;
  /** Defaults to `0`. */
  readonly shareType?: number;
  /** Defaults to `0`. */
  readonly shareStrategy?: number;
}

/** Options of `ShareService.init`. */
export interface ShareServiceOptions {
  /** The page's share info; each helper may be given its own instead. */
  readonly info?: ShareInfo;
  /** Host of the short-link call (`POST {host}/api/share-link`). */
  readonly shortLinkHost: string;
}

/** The visitor's share (invite) code as a shared link carries it, `key=value` (urlParamKey, urlParamValue). */
export interface ShareCodeParam {
  /** `share_code` for the reservation kit's code. */
  readonly key: string;
  /** The visitor's code. */
  readonly value: string;
}
