export { WeixinBridgeAdapter, WEIXIN_READY_EVENT } from './weixin-bridge.adapter';
export { WeixinJsSdkAdapter, JWEIXIN_URL, JWEIXIN_BACKUP_URL, WEIXIN_JS_API_LIST, type WeixinJsSdkOptions, type WeixinTicketData } from './weixin-js-sdk.adapter';
export type { WeixinWindow, WeixinJSBridgeApi, WeixinInvokeResult, WxSdk, WxCallbacks } from './weixin.globals';
export { WeixinLegacyShareAdapter, WeixinShareFallback, LEGACY_WEIXIN_SHARE, LEGACY_WEIXIN_UNAVAILABLE } from './weixin-legacy-share.adapter';
