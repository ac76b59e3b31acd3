import {
  BRIDGE_TIMEOUT_MS,
  CampaignKitError,
  type BridgeCallOptions,
  type BridgePort,
  type BridgeReply,
  type ClockPort,
} from '../../ports';
import { bridgeUnavailableMessage } from '../browser/no-bridge.adapter';
import { withBridgeTimeout } from '../shared/bridge-timeout';
import { FakeClock } from './fake-clock';

/** Parameters of a bridge call, as the fake received them. */
export type BridgeParams = Readonly<Record<string, unknown>>;

/** A scripted answer: a fixed reply, or a function of the call's params (sync or async). */
export type BridgeResponder = BridgeReply | ((params: BridgeParams) => BridgeReply | Promise<BridgeReply>);

/** How a {@link FakeBridge} behaves. */
export interface FakeBridgeOptions {
  /** False plays a plain browser: calls reject with `BRIDGE`. Defaults to `true`. */
  readonly isAvailable?: boolean;
}

/**
 * A {@link BridgePort} with scripted replies, for tests.
 *
 * @remarks An unscripted method never answers, so the call times out through the clock
 * (`3000` ms unless the call says otherwise), as a silent host app would. A responder that
 * throws or rejects makes the call reject with that error.
 * @example
 * const bridge = new FakeBridge(clock);
 * bridge.reply('app.reserveGame', { code: 1, data: { status: 'reserved' } });
 */
export class FakeBridge implements BridgePort {
  /** Whether calls reach the fake host app. */
  readonly isAvailable: boolean;
  /** The clock the call timeouts run on. */
  readonly clock: ClockPort;
  readonly #responders = new Map<string, BridgeResponder>();
  readonly #handlers = new Map<string, Set<(payload: unknown) => void>>();
  readonly #calls: { method: string; params: BridgeParams }[] = [];

  /**
   * @param clock - times the calls out. Defaults to a new {@link FakeClock}, reachable as `bridge.clock`.
   * @param options - availability; see {@link FakeBridgeOptions}.
   */
  constructor(clock: ClockPort = new FakeClock(), { isAvailable = true }: FakeBridgeOptions = {}) {
    this.clock = clock;
    this.isAvailable = isAvailable;
  }

  /** Every call that reached the bridge, oldest first (none while unavailable). */
  get calls(): readonly { readonly method: string; readonly params: BridgeParams }[] {
    return this.#calls;
  }

  /** Scripts the answer to `method` from now on, replacing any earlier script; returns the fake. */
  reply(method: string, responder: BridgeResponder): this {
    this.#responders.set(method, responder);
    return this;
  }

  /**
   * Answers with the scripted reply, or never (then it times out).
   * @throws CampaignKitError `BRIDGE` while unavailable; `BRIDGE_TIMEOUT` ('call jsb timeout')
   *   when no reply came within `timeoutMs` (default `3000` ms) of clock time.
   */
  call(method: string, params: BridgeParams = {}, { timeoutMs = BRIDGE_TIMEOUT_MS }: BridgeCallOptions = {}): Promise<BridgeReply> {
    if (!this.isAvailable) return Promise.reject(new CampaignKitError('BRIDGE', bridgeUnavailableMessage(method)));
    this.#calls.push({ method, params });
    const responder = this.#responders.get(method);
    return withBridgeTimeout<BridgeReply>(this.clock, timeoutMs, (resolve, reject) => {
      if (responder === undefined) return;
      Promise.resolve(params)
        .then((sent) => (typeof responder === 'function' ? responder(sent) : responder))
        .then(resolve, reject);
    });
  }

  /** Listens to `event`; returns the function that stops listening. */
  on(event: string, handler: (payload: unknown) => void): () => void {
    const handlers = this.#handlers.get(event) ?? new Set();
    this.#handlers.set(event, handlers);
    handlers.add(handler);
    return () => handlers.delete(handler);
  }

  /** Sends `event` with `payload` to its listeners, as the host app would. */
  emit(event: string, payload?: unknown): void {
    for (const handler of [...(this.#handlers.get(event) ?? [])]) handler(payload);
  }
}
