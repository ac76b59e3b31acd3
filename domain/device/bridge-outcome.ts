import { BRIDGE_TIMEOUT_MS, type BridgePort, type BridgeReply } from '../../ports/bridge.port';
import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/** 0 not in the app; 1 success; -1 failure or timeout; -2 exception. */
export type BridgeOutcomeCode = 0 | 1 | -1 | -2;

/** How an app-bridge call ended, as a code: 0 not in the app, 1 success, -1 failure or timeout, -2 exception. */
export interface BridgeOutcome {
  readonly code: BridgeOutcomeCode;
  /** The app's reply, where it answered. */
  readonly reply?: BridgeReply;
  /** 'call jsb timeout' for a timeout; the reply's or the error's message otherwise. */
  readonly message?: string;
}

/**
 * Calls the app bridge and maps the ending to the codes; never rejects.
 *
 * | code | when |
 * |---|---|
 * | 0 | no bridge on this page (not in the app) |
 * | 1 | the app answered code 1 |
 * | -1 | the app answered another code, or did not answer within `timeoutMs` ('call jsb timeout') |
 * | -2 | the call threw (an exception in the bridge) |
 * @param timeoutMs - Defaults to `3000` ms.
 */
export async function callAppBridge(bridge: BridgePort, method: string, params: Readonly<Record<string, unknown>> = {}, timeoutMs = BRIDGE_TIMEOUT_MS): Promise<BridgeOutcome> {
  if (!bridge.isAvailable) return { code: 0 };
  try {
    const reply = await bridge.call(method, params, { timeoutMs });
    return reply.code === 1 ? { code: 1, reply } : { code: -1, reply, message: reply.message };
  } catch (error) {
    if (isCampaignKitError(error, 'BRIDGE_TIMEOUT')) return { code: -1, message: MESSAGES.bridgeTimeout };
    return { code: -2, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Calls the app bridge and resolves with the reply when its code is 1 ('success when
 * reply code is 1, otherwise rejects').
 * @throws CampaignKitError `BRIDGE` for any other code (message: the reply's message, or the
 *   method and code) or where there is no bridge; `BRIDGE_TIMEOUT` ('call jsb timeout').
 */
export async function expectBridgeSuccess(bridge: BridgePort, method: string, params: Readonly<Record<string, unknown>> = {}, timeoutMs = BRIDGE_TIMEOUT_MS): Promise<BridgeReply> {
  const reply = await bridge.call(method, params, { timeoutMs });
  if (reply.code !== 1) throw new CampaignKitError('BRIDGE', reply.message || `${method} answered code ${reply.code}`, { errorCode: reply.code, data: reply.data });
  return reply;
}
