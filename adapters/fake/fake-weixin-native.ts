import type { WeixinInvokeResult, WeixinWindow, WxCallbacks, WxSdk } from '../weixin/weixin.globals';

/** A scripted WeixinJSBridge answer, or a function of the params. */
export type FakeWeixinResponder = WeixinInvokeResult | ((params: Readonly<Record<string, unknown>>) => WeixinInvokeResult);

/** One call the fake wx JS-SDK received. */
export interface FakeWxCall {
  readonly api: 'config' | 'updateAppMessageShareData' | 'updateTimelineShareData';
  readonly data: Readonly<Record<string, unknown>>;
}

/** How a {@link FakeWeixinNative} behaves. */
export interface FakeWeixinNativeOptions {
  /** Define WeixinJSBridge at once; false waits for {@link FakeWeixinNative.bridgeReady}. Defaults to `true`. */
  readonly bridgeAtOnce?: boolean;
  /** Also define a fake `wx` JS-SDK. Defaults to `true`. */
  readonly wx?: boolean;
  /** wx.config fails with this errMsg (wx.error). Defaults to none. */
  readonly configError?: string;
}

/**
 * The weixin side, for tests and the demo: a `WeixinJSBridge` with scripted `invoke` answers and
 * events, the `WeixinJSBridgeReady` event, and a `wx` JS-SDK that records its calls and
 * succeeds (or fails config with `configError`).
 */
export class FakeWeixinNative {
  readonly #options: Required<FakeWeixinNativeOptions>;
  readonly #responders = new Map<string, FakeWeixinResponder>();
  readonly #events = new Map<string, (payload: unknown) => void>();
  readonly #invokes: { method: string; params: Readonly<Record<string, unknown>> }[] = [];
  readonly #wxCalls: FakeWxCall[] = [];
  #window: (WeixinWindow & { document?: { dispatchEvent?(event: Event): boolean } }) | undefined;

  constructor({ bridgeAtOnce = true, wx = true, configError = '' }: FakeWeixinNativeOptions = {}) {
    this.#options = { bridgeAtOnce, wx, configError };
  }

  /** Every WeixinJSBridge.invoke, oldest first. */
  get invokes(): readonly { readonly method: string; readonly params: Readonly<Record<string, unknown>> }[] {
    return this.#invokes;
  }

  /** Every wx JS-SDK call, oldest first. */
  get wxCalls(): readonly FakeWxCall[] {
    return this.#wxCalls;
  }

  /** Scripts the answer to `method` (default for unscripted methods: `{ err_msg: '<method>:ok' }`). */
  reply(method: string, responder: FakeWeixinResponder): this {
    this.#responders.set(method, responder);
    return this;
  }

  /** Defines the fakes on `window`; returns the fake. */
  install(window: WeixinWindow): this {
    this.#window = window;
    if (this.#options.wx) window.wx = this.#wx();
    if (this.#options.bridgeAtOnce) window.WeixinJSBridge = this.#bridge();
    return this;
  }

  /** Defines WeixinJSBridge now and fires `WeixinJSBridgeReady` on the document. */
  bridgeReady(EventClass: typeof Event = Event): void {
    if (!this.#window) throw new Error('FakeWeixinNative: install it first');
    this.#window.WeixinJSBridge = this.#bridge();
    this.#window.document?.dispatchEvent?.(new EventClass('WeixinJSBridgeReady'));
  }

  /** Sends a WeixinJSBridge event to the page's handler. */
  emit(event: string, payload?: unknown): void {
    this.#events.get(event)?.(payload);
  }

  #bridge() {
    return {
      invoke: (method: string, params: Readonly<Record<string, unknown>>, callback: (result: WeixinInvokeResult) => void) => {
        this.#invokes.push({ method, params });
        const responder = this.#responders.get(method) ?? { err_msg: `${method}:ok` };
        const result = typeof responder === 'function' ? responder(params) : responder;
        void Promise.resolve().then(() => callback(result));
      },
      on: (event: string, callback: (payload: unknown) => void) => {
        this.#events.set(event, callback);
      },
    };
  }

  #wx(): WxSdk {
    let ready: (() => void) | undefined;
    let error: ((result: { errMsg?: string }) => void) | undefined;
    const record = (api: FakeWxCall['api']) => (data: Readonly<Record<string, unknown>> & WxCallbacks) => {
      const { success, fail: _fail, ...rest } = data;
      this.#wxCalls.push({ api, data: rest });
      void Promise.resolve().then(() => success?.());
    };
    return {
      config: (config) => {
        this.#wxCalls.push({ api: 'config', data: { ...config } });
        void Promise.resolve().then(() => (this.#options.configError ? error?.({ errMsg: this.#options.configError }) : ready?.()));
      },
      ready: (callback) => {
        ready = callback;
      },
      error: (callback) => {
        error = callback;
      },
      updateAppMessageShareData: record('updateAppMessageShareData'),
      updateTimelineShareData: record('updateTimelineShareData'),
    };
  }
}
