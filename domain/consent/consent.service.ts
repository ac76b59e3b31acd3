import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ClockPort } from '../../ports/clock.port';
import type { StoragePort } from '../../ports/storage.port';
import { CampaignKitError } from '../../ports/errors';
import { patchState, setState, type StateSource } from '../shared/state-source';
import { cookieEntries, initialSwitch, isLocked, validateConsentConfig } from './consent-config';
import { CONSENT_RECORD_KEY, CONSENT_SETTINGS_KEY, consentRecord, liveRecord } from './consent-record';
import type { ConsentConfig, ConsentDecision, ConsentRecord, ConsentState, CookieEntry } from './consent.types';

type Switches = Readonly<Record<string, boolean>>;

/**
 * Cookie consent: the banner, the settings panel's switches and the stored
 * decision. The banner opens on a first visit and when the stored decision is older than
 * 33696000000 ms; Accept All turns every switch on, Reject All every switch off (locked ones stay
 * on), Save stores the switches and marks accepted, closing the panel reverts unsaved toggles.
 * Other services read {@link ConsentService.consent$} (see `ConsentGate`).
 *
 * @example
 * ```ts
 * const consent = new ConsentService({ storage, clock }, { cookieTypes: [{ name: 'Analytics', cookies: [{ key: 'analytics', name: '_ga' }] }] });
 * consent.acceptAll();
 * ```
 */
export class ConsentService implements StateSource<ConsentState> {
  readonly #ports: { storage: StoragePort; clock: ClockPort };
  readonly #config: ConsentConfig;
  readonly #state: BehaviorSubject<ConsentState>;
  /** The switches as last saved (or as configured before any decision): what closing the panel reverts to. */
  #saved: Switches = {};
  readonly state$: Observable<ConsentState>;
  /** The decision and the keys it allows; emits on change only. */
  readonly consent$: Observable<ConsentDecision>;

  /**
   * Reads the stored decision and opens the banner when there is none, it has expired, or the
   * config has a category the decision did not cover (that category stays off until chosen).
   * Before a decision the switches stand as `enable` says, except in an overseas region (every
   * one off).
   * @throws CampaignKitError `INVALID_ARGUMENT` for a malformed config.
   */
  constructor(ports: { storage: StoragePort; clock: ClockPort }, config: ConsentConfig) {
    this.#ports = ports;
    this.#config = validateConsentConfig(config);
    const { storage, clock } = ports;
    const record = liveRecord(storage.get('local', CONSENT_RECORD_KEY), clock.now());
    const stored = record ? storage.get<Record<string, unknown>>('local', CONSENT_SETTINGS_KEY) : undefined;
    const decided = (entry: CookieEntry) => typeof stored?.[entry.key] === 'boolean';
    this.#saved = this.#switches((entry) => (decided(entry) ? stored?.[entry.key] === true : !record && initialSwitch(entry, config.region)));
    const undecided = record !== undefined && cookieEntries(config).some((entry) => !isLocked(entry) && !decided(entry));
    const status = record?.status ?? 'pending';
    this.#state = new BehaviorSubject<ConsentState>({
      status,
      granted: this.#granted(status, this.#saved),
      bannerOpen: record === undefined || undecided,
      panelOpen: false,
      switches: this.#saved,
    });
    this.state$ = this.#state.asObservable();
    this.consent$ = this.state$.pipe(
      map(({ status, granted }): ConsentDecision => ({ status, granted })),
      distinctUntilChanged((a, b) => a.status === b.status && a.granted.join('\n') === b.granted.join('\n')),
    );
  }

  get state(): ConsentState {
    return this.#state.value;
  }

  /** The configuration the service was built with. */
  get config(): ConsentConfig {
    return this.#config;
  }

  /** The stored decision, when there is a live one. */
  get record(): ConsentRecord | undefined {
    return liveRecord(this.#ports.storage.get('local', CONSENT_RECORD_KEY), this.#ports.clock.now());
  }

  /** True when the saved decision allows every one of `keys`. */
  allows(keys: readonly string[]): boolean {
    const { granted } = this.#state.value;
    return keys.every((key) => granted.includes(key));
  }

  /** Accept All: every switch on; stores accepted (code 1); closes banner and panel. */
  acceptAll(): void {
    this.#decide('accepted', this.#switches(() => true));
  }

  /** Reject All: every switch off but the locked ones; stores rejected (code 2); closes banner and panel. */
  rejectAll(): void {
    this.#decide('rejected', this.#switches(() => false));
  }

  /**
   * Save: stores the panel's switches and records what they chose: accepted when any
   * category that may change is on (or there is none), rejected when every one is off. Closes banner and panel.
   */
  save(): void {
    const { switches } = this.#state.value;
    const optional = cookieEntries(this.#config).filter((entry) => !isLocked(entry));
    const acceptsAny = optional.length === 0 || optional.some((entry) => switches[entry.key] === true);
    this.#decide(acceptsAny ? 'accepted' : 'rejected', switches);
  }

  /** Opens the settings panel with the saved switches. */
  openPanel(): void {
    patchState(this.#state, { panelOpen: true, switches: this.#saved });
  }

  /** Closes the panel and reverts every unsaved toggle. */
  closePanel(): void {
    patchState(this.#state, { panelOpen: false, switches: this.#saved });
  }

  /**
   * Flips one switch of the panel; a locked switch (allowChange false) stays on.
   * @throws CampaignKitError `INVALID_ARGUMENT` for a key the config does not have.
   */
  toggle(key: string): void {
    const entry = cookieEntries(this.#config).find((candidate) => candidate.key === key);
    if (!entry) throw new CampaignKitError('INVALID_ARGUMENT', `unknown cookie key: ${key}`);
    if (isLocked(entry)) return;
    const { switches } = this.#state.value;
    patchState(this.#state, { switches: { ...switches, [key]: !switches[key] } });
  }

  #decide(status: ConsentRecord['status'], switches: Switches): void {
    const { storage, clock } = this.#ports;
    this.#saved = this.#switches((entry) => switches[entry.key] === true);
    storage.set('local', CONSENT_SETTINGS_KEY, this.#saved);
    storage.set('local', CONSENT_RECORD_KEY, consentRecord(status, clock.now()));
    setState(this.#state, { status, granted: this.#granted(status, this.#saved), bannerOpen: false, panelOpen: false, switches: this.#saved });
  }

  /** Switches for every configured cookie; locked ones always on. */
  #switches(value: (entry: CookieEntry) => boolean): Switches {
    return Object.fromEntries(cookieEntries(this.#config).map((entry) => [entry.key, isLocked(entry) || value(entry)]));
  }

  /** Locked keys always; the others only once a decision was made with their switch on. */
  #granted(status: ConsentState['status'], switches: Switches): string[] {
    return cookieEntries(this.#config)
      .filter((entry) => isLocked(entry) || (switches[entry.key] === true && status !== 'pending'))
      .map((entry) => entry.key);
  }
}
