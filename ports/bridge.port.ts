/** A reply from an in-app JS bridge. `code` 1 is success. */
export interface BridgeReply {
  readonly code: number;
  readonly data?: unknown;
  readonly message?: string;
}

export interface BridgeCallOptions {
  /** Milliseconds before the call fails with `BRIDGE_TIMEOUT`. Defaults to `3000` ms. */
  readonly timeoutMs?: number;
}

/**
 * Calls the host app's JS bridge (the short-video app, or weixin).
 *
 * @throws CampaignKitError `BRIDGE_TIMEOUT` ('call jsb timeout') when no reply came in time;
 *   `BRIDGE` when `isAvailable` is false.
 */
export interface BridgePort {
  /** False in a plain browser: calls then reject with `BRIDGE`. */
  readonly isAvailable: boolean;
  call(method: string, params?: Readonly<Record<string, unknown>>, options?: BridgeCallOptions): Promise<BridgeReply>;
  /** Listens to a bridge event; returns the function that stops listening. */
  on(event: string, handler: (payload: unknown) => void): () => void;
}

/** The bridge timeout, in ms. */
export const BRIDGE_TIMEOUT_MS = 3000;
