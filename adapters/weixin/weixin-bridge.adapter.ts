import { BRIDGE_TIMEOUT_MS, type BridgeCallOptions, type BridgePort, type BridgeReply } from '../../ports/bridge.port';
import type { ClockPort } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import { bridgeUnavailableMessage } from '../browser/no-bridge.adapter';
import { WindowClockAdapter } from '../browser/window-clock.adapter';
import { withBridgeTimeout } from '../shared/bridge-timeout';
import type { WeixinInvokeResult, WeixinJSBridgeApi, WeixinWindow } from './weixin.globals';

/** The DOM event weixin fires once `WeixinJSBridge` exists. */
export const WEIXIN_READY_EVENT = 'WeixinJSBridgeReady';

/**
 * The {@link BridgePort} of the weixin webview, over the legacy `WeixinJSBridge`.
 *
 * @remarks Calls made before weixin injected the bridge wait for the `WeixinJSBridgeReady`
 * event (within the call's timeout). Answers map to {@link BridgeReply}: `err_msg` ending in
 * `:ok` is code 1, `:cancel` code 0, anything else code -1; the whole answer is `data` and
 * `err_msg` the message.
 * @see docs/features.md (in-app platforms)
 */
export class WeixinBridgeAdapter implements BridgePort {
  /** True in weixin: the bridge is there or the user agent says MicroMessenger. */
  readonly isAvailable: boolean;
  readonly #window: WeixinWindow;
  readonly #clock: ClockPort;
  readonly #listeners = new Map<string, Set<(payload: unknown) => void>>();
  #ready: Promise<WeixinJSBridgeApi> | undefined;

  /**
   * @param window - the webview's window. Defaults to `globalThis.window`, read at construction.
   * @param clock - times the calls out. Defaults to a {@link WindowClockAdapter}.
   */
  constructor(window: WeixinWindow = globalThis.window as unknown as WeixinWindow, clock: ClockPort = new WindowClockAdapter()) {
    this.#window = window;
    this.#clock = clock;
    this.isAvailable = window.WeixinJSBridge !== undefined || /MicroMessenger/i.test(window.navigator?.userAgent ?? '');
  }

  /**
   * Invokes `method` once the bridge is ready and resolves with the mapped answer.
   * @throws CampaignKitError `BRIDGE` outside weixin; `BRIDGE_TIMEOUT` ('call jsb timeout') when
   *   neither the bridge nor its answer came within `timeoutMs` (default `3000` ms).
   */
  call(method: string, params: Readonly<Record<string, unknown>> = {}, { timeoutMs = BRIDGE_TIMEOUT_MS }: BridgeCallOptions = {}): Promise<BridgeReply> {
    if (!this.isAvailable) return Promise.reject(new CampaignKitError('BRIDGE', bridgeUnavailableMessage(method)));
    let timedOut = false;
    return withBridgeTimeout<BridgeReply>(
      this.#clock,
      timeoutMs,
      (resolve, reject) => {
        void this.#bridge().then((bridge) => {
          if (timedOut) return;
          try {
            bridge.invoke(method, params, (result) => resolve(toReply(result)));
          } catch (cause) {
            reject(new CampaignKitError('BRIDGE', `${method}: WeixinJSBridge threw`, { cause }));
          }
        });
      },
      () => {
        timedOut = true;
      },
    );
  }

  /** Listens to a WeixinJSBridge event (e.g. `menu:share:appmessage`) once the bridge is ready. */
  on(event: string, handler: (payload: unknown) => void): () => void {
    let handlers = this.#listeners.get(event);
    if (!handlers) {
      const created = new Set<(payload: unknown) => void>();
      handlers = created;
      this.#listeners.set(event, created);
      if (this.isAvailable) void this.#bridge().then((bridge) => bridge.on(event, (payload) => [...created].forEach((listener) => listener(payload))));
    }
    handlers.add(handler);
    const registered = handlers;
    return () => registered.delete(handler);
  }

  /** Resolves with WeixinJSBridge, at once or on WeixinJSBridgeReady. */
  #bridge(): Promise<WeixinJSBridgeApi> {
    this.#ready ??= new Promise((resolve) => {
      const present = this.#window.WeixinJSBridge;
      if (present) return resolve(present);
      const document = this.#window.document;
      const onReady = (): void => {
        const bridge = this.#window.WeixinJSBridge;
        if (!bridge) return;
        document?.removeEventListener(WEIXIN_READY_EVENT, onReady);
        resolve(bridge);
      };
      document?.addEventListener(WEIXIN_READY_EVENT, onReady);
    });
    return this.#ready;
  }
}

function toReply(result: WeixinInvokeResult): BridgeReply {
  const message = typeof result?.err_msg === 'string' ? result.err_msg : '';
  const code = /:ok$/i.test(message) ? 1 : /:cancel$/i.test(message) ? 0 : -1;
  return { code, data: result, message };
}
