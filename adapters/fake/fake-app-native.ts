import type { BridgeReply } from '../../ports/bridge.port';
import type { AppBridgeWindow } from '../bridge/app-bridge.globals';
import type { AppBridgeCallMessage } from '../bridge/app-bridge.protocol';

/** Which native invoker the fake injects (see the transport order in `app-bridge.protocol.ts`). */
export type FakeAppTransport = 'invokeMethod' | 'toutiaoInvokeMethod' | 'nativeCall' | 'webkit' | 'callMethodParams';

/** A scripted native answer: a reply, or a function of the call's params (sync or async). */
export type FakeAppResponder = BridgeReply | ((params: Readonly<Record<string, unknown>>) => BridgeReply | Promise<BridgeReply>);

/** How a {@link FakeAppNative} behaves. */
export interface FakeAppNativeOptions {
  /** Defaults to `'invokeMethod'` (`JS2NativeBridge._invokeMethod`). */
  readonly transport?: FakeAppTransport;
  /** Send native messages to the page as JSON strings instead of objects. Defaults to `false`. */
  readonly json?: boolean;
}

/**
 * The native side of the short-video app's bridge, for tests and the demo: injected into a
 * window, it receives the protocol's messages through the chosen invoker and answers through
 * `JSBridge._handleMessageFromApp`, as the app does (`app-bridge.protocol.ts`).
 *
 * @remarks Answers arrive asynchronously (a microtask later). A method nobody scripted is never
 * answered, so the caller's timeout decides.
 * @example
 * const native = new FakeAppNative().reply('share', { code: 1 }).install(window);
 * const bridge = new AppBridgeAdapter(window, clock);
 */
export class FakeAppNative {
  readonly #transport: FakeAppTransport;
  readonly #json: boolean;
  readonly #responders = new Map<string, FakeAppResponder>();
  readonly #messages: AppBridgeCallMessage[] = [];
  #window: AppBridgeWindow | undefined;

  constructor({ transport = 'invokeMethod', json = false }: FakeAppNativeOptions = {}) {
    this.#transport = transport;
    this.#json = json;
  }

  /** Every message received (calls and event registrations), oldest first. */
  get messages(): readonly AppBridgeCallMessage[] {
    return this.#messages;
  }

  /** The call messages only, oldest first. */
  get calls(): readonly AppBridgeCallMessage[] {
    return this.#messages.filter((message) => message.__msg_type === 'call');
  }

  /** Scripts the answer to `method`, replacing any earlier script; returns the fake. */
  reply(method: string, responder: FakeAppResponder): this {
    this.#responders.set(method, responder);
    return this;
  }

  /** Defines the chosen native invoker on `window`; returns the fake. */
  install(window: AppBridgeWindow): this {
    this.#window = window;
    const receiveJson = (json: string): void => this.#receive(JSON.parse(json) as AppBridgeCallMessage);
    switch (this.#transport) {
      case 'invokeMethod':
        window.JS2NativeBridge = { ...window.JS2NativeBridge, _invokeMethod: receiveJson };
        break;
      case 'toutiaoInvokeMethod':
        window.ToutiaoJSBridge = { ...window.ToutiaoJSBridge, invokeMethod: receiveJson };
        break;
      case 'nativeCall':
        window.JS2NativeBridge = { call: (_func: string, json: string) => receiveJson(json) };
        break;
      case 'webkit':
        window.webkit = { messageHandlers: { callMethodParams: { postMessage: (message: unknown) => this.#receive(message as AppBridgeCallMessage) } } };
        break;
      case 'callMethodParams':
        window.callMethodParams = (_func: string, message: unknown) => this.#receive(message as AppBridgeCallMessage);
        break;
    }
    return this;
  }

  /**
   * Sends an event to the page, as the app does.
   * @returns what the page's entry point returned (`{ __err_code: 'cb404' }` when nobody listened).
   */
  emit(event: string, payload?: unknown): unknown {
    return this.#send({ __msg_type: 'event', __event_id: event, __callback_id: event, __params: payload });
  }

  #receive(message: AppBridgeCallMessage): void {
    this.#messages.push(message);
    if (message.__msg_type !== 'call' || message.__callback_id === undefined) return;
    const responder = this.#responders.get(message.func);
    if (responder === undefined) return;
    const callbackId = message.__callback_id;
    void Promise.resolve(message.params)
      .then((params) => (typeof responder === 'function' ? responder(params) : responder))
      .then((reply) => this.#send({ __msg_type: 'callback', __callback_id: callbackId, __params: reply }));
  }

  #send(message: Readonly<Record<string, unknown>>): unknown {
    const entry = this.#window?.JSBridge?._handleMessageFromApp;
    if (!entry) throw new Error('FakeAppNative: the page has no JSBridge._handleMessageFromApp entry point');
    return entry(this.#json ? JSON.stringify(message) : message);
  }
}
