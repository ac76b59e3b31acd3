import { BehaviorSubject, type Observable } from 'rxjs';
import type { PagePort } from '../../ports/page.port';
import { detectDevice } from '../device/detect-device';
import { setState, type StateSource } from '../shared/state-source';

/** The mask is for the weixin (WeChat) browser on Android. */
export function isWeixinAndroid(userAgent: string): boolean {
  const device = detectDevice(userAgent);
  return device.app === 'weixin' && device.os === 'android';
}

/** Whether the mask shows. */
export interface WeixinMaskState {
  readonly visible: boolean;
}

/**
 * The weixin mask: a download attempted inside the weixin browser on Android shows a
 * full-screen overlay (telling the visitor to open the page in another browser) instead; tapping
 * it hides it.
 * @example
 * ```ts
 * const mask = new WeixinMask(page);
 * if (!mask.attemptDownload()) page.navigate(apkUrl);
 * ```
 */
export class WeixinMask implements StateSource<WeixinMaskState> {
  readonly #page: PagePort;
  readonly #state = new BehaviorSubject<WeixinMaskState>({ visible: false });
  readonly state$: Observable<WeixinMaskState> = this.#state.asObservable();

  constructor(page: PagePort) {
    this.#page = page;
  }

  get state(): WeixinMaskState {
    return this.#state.value;
  }

  /** Shows the mask inside weixin on Android. @returns true when masked (do not download), false otherwise. */
  attemptDownload(): boolean {
    if (!isWeixinAndroid(this.#page.userAgent())) return false;
    setState(this.#state, { visible: true });
    return true;
  }

  hide(): void {
    setState(this.#state, { visible: false });
  }
}
