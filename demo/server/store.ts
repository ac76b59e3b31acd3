import type { Seed, SeedActivity } from './seed';
import { Accounts } from './state/accounts';
import { CodeDesk, type CodeRules } from './state/codes';
import { MonitorSink } from './state/monitor-sink';
import { ReportSink, type ReportedEvent } from './state/report-sink';
import { Reservations } from './state/reservations';

/** The contract server's live configuration: its {@link CodeRules}. */
export type ContractConfig = CodeRules;
export type { ReportedEvent } from './state/report-sink';

/** How the next call to `path` (any API path when absent) answers instead of the usual. */
export interface ForcedResponse {
  path?: string;
  /** Only a process call (`/process/exec/v2`) with this `process_id` is forced. */
  processId?: string;
  status?: number;
  delayMs?: number;
  body?: unknown;
  /** The call runs as usual and its answer's body is cut in half on the way (a lost answer). */
  cut?: boolean;
}

interface State {
  codes: CodeDesk;
  accounts: Accounts;
  reservations: Reservations;
  reports: ReportSink;
  monitor: MonitorSink;
  forced: ForcedResponse[];
}

/** All the contract server's state, built from the seed and rebuilt from it by {@link reset}. */
export class ContractStore {
  /** Live configuration: `/__dev/config` changes it in place. */
  readonly config: ContractConfig;
  readonly #initialConfig: ContractConfig;
  readonly #seed: Seed;
  readonly #now: () => number;
  readonly #random: () => number;
  #state: State;

  constructor(seed: Seed, config: ContractConfig, now: () => number, random: () => number) {
    this.#seed = seed;
    this.#initialConfig = { ...config };
    this.config = { ...config };
    this.#now = now;
    this.#random = random;
    this.#state = this.#fresh();
  }

  get codes(): CodeDesk {
    return this.#state.codes;
  }

  get accounts(): Accounts {
    return this.#state.accounts;
  }

  get reservations(): Reservations {
    return this.#state.reservations;
  }

  /** Every shark_report body counted (each event_id once), oldest first. */
  get events(): readonly ReportedEvent[] {
    return this.#state.reports.events;
  }

  /** The tracking sink: counted reports with how many times each arrived. */
  get reports(): ReportSink {
    return this.#state.reports;
  }

  /** The monitoring collector: every batch, each event counted once. */
  get monitor(): MonitorSink {
    return this.#state.monitor;
  }

  activity(appId: string, activityId: unknown): SeedActivity | undefined {
    return this.#seed.activities.find((a) => a.app_id === appId && a.activity_id === activityId);
  }

  /** Takes a shark_report body; a report whose event_id was counted already is not counted again. */
  recordEvent(body: unknown): void {
    this.#state.reports.record(body, this.#now());
  }

  forceNext(response: ForcedResponse): number {
    return this.#state.forced.push(response);
  }

  /** The forced responses still waiting, first to be taken first. */
  get forced(): readonly ForcedResponse[] {
    return this.#state.forced;
  }

  /** Removes and returns the first forced response meant for `path` (and, for a process call, its `processId`). */
  takeForced(path: string, processId?: string): ForcedResponse | undefined {
    const index = this.#state.forced.findIndex(
      (forced) => (forced.path === undefined || forced.path === path) && (forced.processId === undefined || forced.processId === processId),
    );
    return index < 0 ? undefined : this.#state.forced.splice(index, 1)[0];
  }

  /** Back to the seed and the configuration the store was created with. */
  reset(): void {
    Object.assign(this.config, this.#initialConfig);
    this.#state = this.#fresh();
  }

  #fresh(): State {
    const reserved = this.#seed.users.filter((user) => user.reserved).map((user) => user.user_id_str);
    return {
      codes: new CodeDesk(this.config, this.#now, this.#random),
      accounts: new Accounts(this.#seed.users),
      reservations: new Reservations(reserved),
      reports: new ReportSink(),
      monitor: new MonitorSink(),
      forced: [],
    };
  }
}
