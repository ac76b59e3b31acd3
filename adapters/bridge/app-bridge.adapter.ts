import { BRIDGE_TIMEOUT_MS, type BridgeCallOptions, type BridgePort, type BridgeReply } from '../../ports/bridge.port';
import type { ClockPort } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import { bridgeUnavailableMessage } from '../browser/no-bridge.adapter';
import { WindowClockAdapter } from '../browser/window-clock.adapter';
import { withBridgeTimeout } from '../shared/bridge-timeout';
import type { AppBridgeWindow } from './app-bridge.globals';
import {
  FIRST_CALLBACK_ID,
  JSSDK_VERSION,
  NOT_FOUND,
  findLegacyCall,
  findTransport,
  parseNativeMessage,
  type AppBridgeCallMessage,
  type AppBridgeNativeMessage,
  type AppBridgeTransport,
} from './app-bridge.protocol';

type EntryPoint = (message: unknown) => unknown;

/**
 * The {@link BridgePort} of the short-video app's webview, speaking the protocol of
 * `app-bridge.protocol.ts`.
 *
 * @remarks Installs the native → JS entry points (`JSBridge._handleMessageFromApp`,
 * `_handleMessageFromToutiao`) at construction, keeping any earlier handler for the messages it
 * does not know. Where the page's `JSBridge` is frozen (the app's own SDK is loaded), replies
 * cannot reach this adapter and calls time out.
 * Code 1 is success; no answer within 3000 ms fails 'call jsb timeout'.
 */
export class AppBridgeAdapter implements BridgePort {
  /** True when the webview has one of the protocol's native invokers, or the legacy Toutiao bridge where its routing applies. */
  readonly isAvailable: boolean;
  readonly #window: AppBridgeWindow;
  readonly #clock: ClockPort;
  readonly #transport: AppBridgeTransport | undefined;
  readonly #pending = new Map<string, (reply: BridgeReply) => void>();
  readonly #listeners = new Map<string, Set<(payload: unknown) => void>>();
  #nextId = FIRST_CALLBACK_ID;

  /**
   * @param window - the webview's window. Defaults to `globalThis.window`, read at construction.
   * @param clock - times the calls out. Defaults to a {@link WindowClockAdapter}.
   */
  constructor(window: AppBridgeWindow = globalThis.window as unknown as AppBridgeWindow, clock: ClockPort = new WindowClockAdapter()) {
    this.#window = window;
    this.#clock = clock;
    this.#transport = findTransport(window);
    this.isAvailable = this.#transport !== undefined || findLegacyCall(window) !== undefined;
    if (this.isAvailable) this.#installEntryPoints();
  }

  /**
   * Sends `method` with `params` and resolves with the app's reply, whatever its code; through
   * the legacy `ToutiaoJSBridge.call` where the Toutiao legacy routing applies (see the protocol).
   * @throws CampaignKitError `BRIDGE` where there is no bridge, or when the native invoker threw
   *   ('exception'); `BRIDGE_TIMEOUT` ('call jsb timeout') after `timeoutMs`
   *   (default `3000` ms) without a reply.
   */
  call(method: string, params: Readonly<Record<string, unknown>> = {}, { timeoutMs = BRIDGE_TIMEOUT_MS }: BridgeCallOptions = {}): Promise<BridgeReply> {
    const transport = this.#transport;
    const legacy = findLegacyCall(this.#window, method);
    if (!transport && !legacy) return Promise.reject(new CampaignKitError('BRIDGE', bridgeUnavailableMessage(method)));
    const id = String(this.#nextId++);
    return withBridgeTimeout<BridgeReply>(
      this.#clock,
      timeoutMs,
      (resolve, reject) => {
        this.#pending.set(id, (reply) => {
          this.#pending.delete(id);
          resolve(reply);
        });
        const sent = typeof params === 'object' && params !== null ? params : {};
        try {
          if (legacy) {
            legacy(method, sent, (reply) => this.#pending.get(id)?.(toReply(reply)));
          } else {
            const sync = transport!(this.#message(method, sent, 'call', id));
            if (typeof sync === 'string') this.#receive(sync);
          }
        } catch (cause) {
          this.#pending.delete(id);
          reject(new CampaignKitError('BRIDGE', `${method}: the app bridge threw`, { cause }));
        }
      },
      () => this.#pending.delete(id),
    );
  }

  /** Listens to a native event; the first listener of an event registers it with native. */
  on(event: string, handler: (payload: unknown) => void): () => void {
    let handlers = this.#listeners.get(event);
    if (!handlers) {
      handlers = new Set();
      this.#listeners.set(event, handlers);
      try {
        this.#transport?.(this.#message(event, {}, 'event', event));
      } catch {
        // Native may not need registering; local listeners still hear events it sends.
      }
    }
    handlers.add(handler);
    const registered = handlers;
    return () => registered.delete(handler);
  }

  #message(func: string, params: Readonly<Record<string, unknown>>, type: 'call' | 'event', callbackId: string): AppBridgeCallMessage {
    const inFrame = this.#window.top !== undefined && this.#window.top !== this.#window;
    return { func, params, JSSDK: JSSDK_VERSION, __msg_type: type, __callback_id: callbackId, ...(inFrame && this.#window.location ? { __iframe_url: this.#window.location.href } : {}) };
  }

  /** Handles a native message; false when nothing here was waiting for it. */
  #receive(raw: unknown): boolean {
    const message = parseNativeMessage(raw);
    if (!message) return false;
    const settle = message.__callback_id === undefined ? undefined : this.#pending.get(message.__callback_id);
    if (settle) {
      settle(toReply(message.__params));
      return true;
    }
    if (message.__msg_type !== 'event') return false;
    const handlers = this.#listeners.get(message.__event_id ?? message.__callback_id ?? '');
    if (!handlers || handlers.size === 0) return false;
    for (const handler of [...handlers]) handler(message.__params);
    return true;
  }

  #installEntryPoints(): void {
    const window = this.#window;
    const jsBridge = (window.JSBridge ??= {});
    const wrap = (previous: EntryPoint | undefined): EntryPoint => (raw) => (this.#receive(raw) ? undefined : previous ? previous(raw) : NOT_FOUND);
    try {
      jsBridge._handleMessageFromApp = wrap(jsBridge._handleMessageFromApp);
      jsBridge._handleMessageFromToutiao = wrap(jsBridge._handleMessageFromToutiao);
      if (window.ToutiaoJSBridge && !window.ToutiaoJSBridge._handleMessageFromToutiao) window.ToutiaoJSBridge._handleMessageFromToutiao = jsBridge._handleMessageFromToutiao;
    } catch {
      // A frozen JSBridge belongs to the app's own SDK: calls then time out (see remarks).
    }
  }
}

function toReply(params: unknown): BridgeReply {
  const reply = parseNativeMessage(params) as (AppBridgeNativeMessage & { code?: unknown; data?: unknown; message?: unknown }) | undefined;
  if (reply && typeof reply.code === 'number') {
    return { code: reply.code, ...('data' in reply ? { data: reply.data } : {}), ...(typeof reply.message === 'string' ? { message: reply.message } : {}) };
  }
  return { code: 1, data: params };
}
