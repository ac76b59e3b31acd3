import type { PagePort } from '../../ports/page.port';
import type { PopupHandle, PopupPort } from '../../ports/popup.port';
import type { RandomPort } from '../../ports/random.port';
import type { StoragePort } from '../../ports/storage.port';
import { randomHex } from '../shared/random-text';
import { addressOf } from '../shared/url';
import type { LoginType } from './login-types';
import type { ProviderMode, ProviderSetting } from './providers/provider-settings';

/** The pending login kept in session storage until the provider comes back. */
export interface PendingLogin {
  readonly state: string;
  readonly type: LoginType;
  readonly mode: ProviderMode;
  readonly redirectUri: string;
}

/** The session-storage key of the pending login. */
export const PENDING_LOGIN_KEY = 'ck.oauth.pending';
/** The window name of a provider login's popup. */
export const POPUP_NAME = 'ck-oauth';
/** The popup's size and bars. */
export const POPUP_FEATURES = 'width=520,height=680,menubar=no,toolbar=no';

/** A new pending login of `type`: a random 16-byte state, and this page (origin and path) plus login_type to come back to. */
export function newPendingLogin(ports: { readonly page: PagePort; readonly random: RandomPort }, type: LoginType, mode: ProviderMode): PendingLogin {
  // Origin and path only: the page's own parameters (tokens, ids) never travel to the provider.
  return { state: randomHex(ports.random, 16), type, mode, redirectUri: addressOf(ports.page.url(), { set: { login_type: type } }) };
}

/**
 * The popup of a popup-mode provider login, opened empty within the visitor's tap (before the
 * provider code loads), and its pending login: `window` is undefined when the browser refused it.
 */
export interface TappedPopup {
  readonly window: PopupHandle | undefined;
  readonly pending: PendingLogin;
  /** For a login that failed before its popup got an address: the popup closes, the pending login goes. */
  abandon(): void;
}

/** What {@link openPopupWithinTap} needs; without a popup, storage or random port it opens nothing. */
export interface TapPorts {
  readonly page: PagePort;
  readonly popup?: PopupPort;
  readonly storage?: StoragePort;
  readonly random?: RandomPort;
}

/**
 * Opens a popup-mode login's window at once, empty, so that it opens within the visitor's tap in
 * every engine (WebKit refuses a `window.open` after an `await` of a lazy import or a request); the
 * engine gives it the provider's address once its code is in, or closes it (`abandon`) when the
 * login fails first. The pending login is stored first: a popup's session storage is a copy of its
 * opener's taken as it opens, and the popup, back from the provider, finds itself by it.
 * @param options - the login's options: their `mode` overrides the setting's.
 * @param engine - the engine's load, under way: if it fails, the popup is abandoned.
 * @returns undefined when the login is not a popup login or the page has no popups.
 */
export function openPopupWithinTap(ports: TapPorts, setting: ProviderSetting, options: { readonly mode?: ProviderMode } | undefined, engine: Promise<unknown>): TappedPopup | undefined {
  const { popup, storage, random, page } = ports;
  if ((options?.mode ?? setting.mode) !== 'popup' || !popup || !storage || !random) return undefined;
  const pending = newPendingLogin({ page, random }, setting.type, 'popup');
  storage.set('session', PENDING_LOGIN_KEY, pending);
  const window = popup.open('about:blank', POPUP_NAME, POPUP_FEATURES);
  const tapped: TappedPopup = {
    window,
    pending,
    abandon() {
      window?.close();
      storage.remove('session', PENDING_LOGIN_KEY);
    },
  };
  engine.catch(tapped.abandon);
  return tapped;
}
