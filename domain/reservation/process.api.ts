import type { ApiClient } from '../http/api-client';
import type { ActivityEnvelope } from '../http/envelopes';
import { DEFAULT_TIMEOUT_MS } from '../../ports/http.port';

/** data of a process exec answer (SPEC §3 Activity process response). */
export interface ProcessData {
  readonly process_exec_code?: number;
  readonly copywriting?: string;
  readonly at_data_source_output?: { readonly code?: number; readonly value?: string };
  readonly fission?: { readonly value?: number | string };
}

/** The outcome of one process exec (SPEC §8 Activity process calls): failures are answers, not throws. */
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

/** A per-code handler of SPEC §8: may turn a failure into another outcome. None are registered by default. */
export type ProcessCodeHandler = (response: ActivityEnvelope<ProcessData>) => ProcessOutcome;

/** The wire fields of SPEC §3 Process exec payload, besides process_id and extra_args. */
export interface ProcessContext {
  readonly activityId: string;
  readonly loginType?: string;
  readonly channelAppId?: string;
  readonly did?: string;
  readonly platform?: string;
  readonly launchFrom?: string;
  readonly fromSource?: string;
  readonly shareUrl?: string;
}

/**
 * POST /act/{app_id}/process/exec/v2 (SPEC §7), timeout 5000 ms, with the SPEC §8 rules: a code
 * other than 0, or a process_exec_code other than 0, is a failure answered through a per-code
 * handler when one is registered, else returned as `success: false`.
 * @throws CampaignKitError `HTTP_STATUS`, `TIMEOUT`, `NETWORK` only.
 */
export class ProcessApi {
  readonly #handlers = new Map<number, ProcessCodeHandler>();

  constructor(
    readonly client: ApiClient,
    readonly appId: string,
    readonly context: ProcessContext,
  ) {}

  /** Registers a handler for an envelope code or process_exec_code. */
  onCode(code: number, handler: ProcessCodeHandler): void {
    this.#handlers.set(code, handler);
  }

  async exec(processId: string, extraArgs: Readonly<Record<string, unknown>> = {}): Promise<ProcessOutcome> {
    const c = this.context;
    const response = await this.client.activityEnvelope<ProcessData>({
      method: 'POST',
      path: `/act/${encodeURIComponent(this.appId)}/process/exec/v2`,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      body: {
        activity_id: c.activityId,
        login_type: c.loginType,
        channel_app_id: c.channelAppId,
        process_id: processId,
        extra_args: extraArgs,
        did: c.did,
        platform: c.platform,
        launch_from: c.launchFrom,
        from_source: c.fromSource,
        share_url: c.shareUrl,
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
