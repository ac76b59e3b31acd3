import type { Container } from 'inversify';
import { PORTS, type Token } from '../../ports/tokens';
import type { PlatformPorts } from './platform-ports';

/** The weixin share-card factory of the platform, given the ticket address (if any) and the kit's transport. */
export const WEIXIN_SHARE: Token<NonNullable<PlatformPorts['weixinShare']>> = Symbol.for('campaign-kit.WeixinShare') as Token<NonNullable<PlatformPorts['weixinShare']>>;

/** Binds one platform's adapters to the port tokens; the optional ones only where the platform has them. */
export function bindPorts(container: Container, ports: PlatformPorts): void {
  container.bind(PORTS.Http).toConstantValue(ports.http);
  container.bind(PORTS.Bridge).toConstantValue(ports.bridge);
  container.bind(PORTS.Storage).toConstantValue(ports.storage);
  container.bind(PORTS.ScriptLoader).toConstantValue(ports.scriptLoader);
  container.bind(PORTS.Clock).toConstantValue(ports.clock);
  container.bind(PORTS.Page).toConstantValue(ports.page);
  container.bind(PORTS.Random).toConstantValue(ports.random);
  if (ports.clientHints) container.bind(PORTS.ClientHints).toConstantValue(ports.clientHints);
  if (ports.canvas) container.bind(PORTS.Canvas).toConstantValue(ports.canvas);
  if (ports.touch) container.bind(PORTS.Touch).toConstantValue(ports.touch);
  if (ports.domInjection) container.bind(PORTS.DomInjection).toConstantValue(ports.domInjection);
  if (ports.signer) container.bind(PORTS.Signer).toConstantValue(ports.signer);
  if (ports.verificationSdk) container.bind(PORTS.VerificationSdk).toConstantValue(ports.verificationSdk);
  if (ports.popup) container.bind(PORTS.Popup).toConstantValue(ports.popup);
  if (ports.qqShare) container.bind(PORTS.QqShare).toConstantValue(ports.qqShare);
  if (ports.beacon) container.bind(PORTS.Beacon).toConstantValue(ports.beacon);
  if (ports.pageHealth) container.bind(PORTS.PageHealth).toConstantValue(ports.pageHealth);
  if (ports.googleTag) container.bind(PORTS.GoogleTag).toConstantValue(ports.googleTag);
  if (ports.webShare) container.bind(PORTS.WebShare).toConstantValue(ports.webShare);
  if (ports.clipboard) container.bind(PORTS.Clipboard).toConstantValue(ports.clipboard);
  if (ports.weixinShare) container.bind(WEIXIN_SHARE).toConstantValue(ports.weixinShare);
}
