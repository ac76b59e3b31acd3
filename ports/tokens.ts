import type { BridgePort } from './bridge.port';
import type { CaptchaPort } from './captcha.port';
import type { ClockPort } from './clock.port';
import type { HttpPort } from './http.port';
import type { PagePort } from './page.port';
import type { RandomPort } from './random.port';
import type { ScriptLoaderPort } from './script-loader.port';
import type { StoragePort } from './storage.port';

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
} as const;
