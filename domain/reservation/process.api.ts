import type { ApiClient } from '../http/api-client';
import type { ActivityEnvelope } from '../http/envelopes';
import { DEFAULT_TIMEOUT_MS } from '../../ports/http.port';

/** data of a process exec answer (Activity process response). */
export interface ProcessData {
  readonly process_exec_code?: number;
  readonly copywriting?: string;
  readonly at_data_source_output?: { readonly code?: number; readonly value?: string };
  readonly fission?: { readonly value?: number | string };
}

/** The outcome of one process exec (Activity process calls): failures are answers, not throws. */
export type ProcessOutcome =
  | { readonly success: true; readonly data: ProcessData; readonly logId?: string }
  | {
      readonly success: false;
      /** The envelope code when it was not 0, else the process_exec_code. */
      readonly code: number;
      /** The server's message, or data.copywriting when the process failed. */
      readonly message: string;
      readonly response: ActivityEnvelope<ProcessData>;
      readonly logId?: string;
    };

/** A per-code handler: may turn a failure into another outcome. None are registered by default. */
export type ProcessCodeHandler = (response: ActivityEnvelope<ProcessData>) => ProcessOutcome;

/**
 * The wire fields Process exec payload, besides process_id and extra_args/front_params.
 * A field without a value is sent as `''`, so every call carries all of them.
 */
export interface ProcessContext {
  readonly activityId: string;
  /** How the activity knows the visitor. Defaults to `'passport'` (the visitor's passport session); `'no_login'` for calls that need no login. */
  readonly loginType?: string;
  readonly channelAppId?: string;
  /** The device id (`did`). */
  readonly did?: string;
  /** The system the page runs on: `android`, `ios` or `pc` (the os of the tracking fields). */
  readonly platform?: string;
  readonly launchFrom?: string;
  readonly fromSource?: string;
  /** The invite link the visitor arrived by, when the address carries a share_code. */
  readonly shareUrl?: string;
}

/**
 * The login_type values campaign-kit sends (names the field, not its values): `passport`
 * for the calls made for the logged-in visitor, whom the activity knows by the passport session
 * (its login check is `/act/{app_id}/passport/login_check`); `no_login` for a call that needs no
 * login, such as the milestone counter.
 */
export const PROCESS_LOGIN_TYPES = { passport: 'passport', none: 'no_login' } as const;

/** Options of one {@link ProcessApi.exec} call. */
export interface ProcessCallOptions {
  /** This call's login_type, over the context's (e.g. `no_login` for a call that needs no login). */
  readonly loginType?: string;
}

/**
 * POST /act/{app_id}/process/exec/v2, timeout 5000 ms, with the rules: a code
 * other than 0, or a process_exec_code other than 0, is a failure answered through a per-code
 * handler when one is registered, else returned as `success: false`.
 *
 * The body carries the ten fields Process exec payload. The process arguments go both
 * as `extra_args` (an object) and as `front_params` (the same object as a JSON string)
 * names them as alternatives, and a server reads the one it knows.
 * @throws CampaignKitError `HTTP_STATUS`, `TIMEOUT`, `NETWORK` only.
 */
export class ProcessApi {
  readonly #handlers = new Map<number, ProcessCodeHandler>();

  /**
   * @param context - the payload's fields, or a function giving them at each call (for fields
   *   read from the page, whose address may change).
   */
  constructor(
    readonly client: ApiClient,
    readonly appId: string,
    readonly context: ProcessContext | (() => ProcessContext),
  ) {}

  /** Registers a handler for an envelope code or process_exec_code. */
  onCode(code: number, handler: ProcessCodeHandler): void {
    this.#handlers.set(code, handler);
  }

  /**
   * Runs one process.
   * @param extraArgs - the process's arguments (`extra_args`, and `front_params` as JSON).
   */
  async exec(processId: string, extraArgs: Readonly<Record<string, unknown>> = {}, options: ProcessCallOptions = {}): Promise<ProcessOutcome> {
    const c = typeof this.context === 'function' ? this.context() : this.context;
    const response = await this.client.activityEnvelope<ProcessData>({
      method: 'POST',
      path: `/act/${encodeURIComponent(this.appId)}/process/exec/v2`,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      body: {
        activity_id: c.activityId,
        login_type: options.loginType ?? c.loginType ?? PROCESS_LOGIN_TYPES.passport,
        channel_app_id: c.channelAppId ?? '',
        process_id: processId,
        extra_args: extraArgs,
        front_params: JSON.stringify(extraArgs),
        did: c.did ?? '',
        platform: c.platform ?? '',
        launch_from: c.launchFrom ?? '',
        from_source: c.fromSource ?? '',
        share_url: c.shareUrl ?? '',
      },
    });
    const { logId, ...envelope } = response;
    if (envelope.code !== 0) {
      return this.#handlers.get(envelope.code)?.(envelope) ?? {
        success: false,
        code: envelope.code,
        message: envelope.message ?? '',
        response: envelope,
        logId,
      };
    }
    const execCode = envelope.data?.process_exec_code ?? 0;
    if (execCode !== 0) {
      return this.#handlers.get(execCode)?.(envelope) ?? {
        success: false,
        code: execCode,
        message: envelope.data?.copywriting ?? '',
        response: envelope,
        logId,
      };
    }
    return { success: true, data: envelope.data ?? {}, logId };
  }
}
