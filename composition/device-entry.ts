/**
 * campaign-kit/device: device and in-app detection, the nav bar, the weixin mask, the footer model and the game download, with the error class and the ports, for pages that build them by hand
 * or type what `kit.<member>` holds. Importing them from here keeps a bundler from reading the rest of
 * the kit.
 * @module campaign-kit/device
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';
export type { StateSource } from '../domain/shared/state-source';

export { detectDevice, type DetectOptions } from '../domain/device/detect-device';
export type { DeviceInfo, DeviceOs, InAppBrowser, PlatformCode } from '../domain/device/device.types';
export { IN_APP_BROWSERS, type InAppBrowserRow } from '../domain/device/in-app-browsers';
export type { BridgeOutcome, BridgeOutcomeCode } from '../domain/device/bridge-outcome';
export { NavBarSwipe, type NavBarState } from '../domain/device/nav-bar-swipe';
export { WeixinMask, type WeixinMaskState } from '../domain/layout/weixin-mask';
export type { FooterLine, FooterLink, FooterModel, FooterOptions, ResolvedFooterLine } from '../domain/layout/footer.types';
export { DownloadService, DOWNLOAD_HANDOFF_MS, type DownloadServicePorts } from '../domain/download/download.service';
export type { DownloadServiceOptions, SilentDownloadState, SilentDownloadVariant } from '../domain/download/download.types';
