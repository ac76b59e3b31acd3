import type { BridgePort } from './bridge.port';
import type { CanvasPort } from './canvas.port';
import type { CaptchaPort } from './captcha.port';
import type { ClientHintsPort } from './client-hints.port';
import type { ClockPort } from './clock.port';
import type { DomInjectionPort } from './dom-injection.port';
import type { HttpPort } from './http.port';
import type { PagePort } from './page.port';
import type { QqSharePort } from './qq-share.port';
import type { PopupPort } from './popup.port';
import type { RandomPort } from './random.port';
import type { ScriptLoaderPort } from './script-loader.port';
import type { SecondVerifyPort } from './second-verify.port';
import type { SignerPort } from './signer.port';
import type { VerificationSdkPort } from './verification-sdk.port';
import type { StoragePort } from './storage.port';
import type { TouchPort } from './touch.port';
import type { BeaconPort } from './beacon.port';
import type { PageHealthPort } from './page-health.port';
import type { GoogleTagPort } from './google-tag.port';
import type { WebSharePort } from './web-share.port';
import type { ClipboardPort } from './clipboard.port';

/** A typed injection token: a symbol that remembers the type bound to it. */
export type Token<T> = symbol & { readonly __type?: T };

const token = <T>(name: string): Token<T> => Symbol.for(`campaign-kit.${name}`) as Token<T>;

/** Injection tokens of the ports. Services' tokens live beside their container modules. */
export const PORTS = {
  Http: token<HttpPort>('Http'),
  Bridge: token<BridgePort>('Bridge'),
  Storage: token<StoragePort>('Storage'),
  ScriptLoader: token<ScriptLoaderPort>('ScriptLoader'),
  Clock: token<ClockPort>('Clock'),
  Page: token<PagePort>('Page'),
  Random: token<RandomPort>('Random'),
  Captcha: token<CaptchaPort>('Captcha'),
  Signer: token<SignerPort>('Signer'),
  VerificationSdk: token<VerificationSdkPort>('VerificationSdk'),
  SecondVerify: token<SecondVerifyPort>('SecondVerify'),
  Popup: token<PopupPort>('Popup'),
  ClientHints: token<ClientHintsPort>('ClientHints'),
  QqShare: token<QqSharePort>('QqShare'),
  Canvas: token<CanvasPort>('Canvas'),
  DomInjection: token<DomInjectionPort>('DomInjection'),
  Touch: token<TouchPort>('Touch'),
  Beacon: token<BeaconPort>('Beacon'),
  PageHealth: token<PageHealthPort>('PageHealth'),
  GoogleTag: token<GoogleTagPort>('GoogleTag'),
  WebShare: token<WebSharePort>('WebShare'),
  Clipboard: token<ClipboardPort>('Clipboard'),
} as const;
