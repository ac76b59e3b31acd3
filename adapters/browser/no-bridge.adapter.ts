import { CampaignKitError, type BridgePort, type BridgeReply } from '../../ports';

/** The message of the `BRIDGE` error a call gets where there is no app bridge. */
export function bridgeUnavailableMessage(method: string): string {
  return `No app bridge on this page: ${method} works only inside the short-video app or weixin`;
}

/** The {@link BridgePort} of a plain browser, which has no app bridge. */
export class NoBridgeAdapter implements BridgePort {
  /** Always false: there is no bridge to call. */
  readonly isAvailable = false;

  /**
   * Rejects at once.
   * @throws CampaignKitError `BRIDGE`, naming the method.
   */
  call(method: string): Promise<BridgeReply> {
    return Promise.reject(new CampaignKitError('BRIDGE', bridgeUnavailableMessage(method)));
  }

  /** Never calls `handler`: no bridge sends events here. Returns a no-op unsubscribe. */
  on(): () => void {
    return () => undefined;
  }
}
