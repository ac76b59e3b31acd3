/** A WeixinJSBridge.invoke answer: `err_msg` ends in `:ok`, `:cancel` or `:fail...`. */
export interface WeixinInvokeResult {
  readonly err_msg?: string;
  readonly [key: string]: unknown;
}

/** The legacy bridge weixin injects. */
export interface WeixinJSBridgeApi {
  invoke(method: string, params: Readonly<Record<string, unknown>>, callback: (result: WeixinInvokeResult) => void): void;
  on(event: string, callback: (payload: unknown) => void): void;
}

/** The callbacks every wx JS-SDK API takes. */
export interface WxCallbacks {
  success?: (result?: unknown) => void;
  fail?: (result?: { errMsg?: string }) => void;
}

/** The part of the wx JS-SDK campaign-kit uses (jweixin-1.6.0.js). */
export interface WxSdk {
  config(config: { debug: boolean; appId: string; timestamp: number | string; nonceStr: string; signature: string; jsApiList: readonly string[] }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
  updateAppMessageShareData(data: Readonly<Record<string, unknown>> & WxCallbacks): void;
  updateTimelineShareData(data: Readonly<Record<string, unknown>> & WxCallbacks): void;
}

/** The weixin webview's globals, typed in one place. */
export interface WeixinWindow {
  WeixinJSBridge?: WeixinJSBridgeApi;
  wx?: WxSdk;
  /** True in iOS weixin's WKWebView. */
  __wxjs_is_wkwebview?: boolean;
  readonly document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  readonly navigator?: { readonly userAgent: string };
}
