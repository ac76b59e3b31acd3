import type { Observable, Subscription } from 'rxjs';
import type { ConsentDecision } from './consent.types';

/**
 * Holds work that needs some cookie keys until the visitor decides (consent-gated
 * reporting): {@link ConsentGate.admit} resolves true at once when the keys are granted, false at
 * once when a decision left any of them off, and otherwise waits for the decision.
 * @example
 * ```ts
 * const gate = new ConsentGate(kit.consent.consent$, ['analytics']);
 * if (await gate.admit()) send(event);
 * ```
 */
export class ConsentGate {
  readonly #consent$: Observable<ConsentDecision>;
  readonly #needsAcceptance: boolean;
  /** The cookie keys this gate needs. */
  readonly keys: readonly string[];

  /**
   * @param consent$ - the decisions, e.g. `ConsentService.consent$` (must emit its current value on subscribe).
   * @param keys - cookie keys that must all be granted; an empty list admits everything at once
   *   (unless `needsAcceptance`).
   * @param options.needsAcceptance - also wait for a decision and refuse unless it is `accepted`.
   *   Defaults to `false`.
   */
  constructor(consent$: Observable<ConsentDecision>, keys: readonly string[], options: { readonly needsAcceptance?: boolean } = {}) {
    this.#consent$ = consent$;
    this.#needsAcceptance = options.needsAcceptance === true;
    this.keys = [...keys];
  }

  /** True when allowed, false when refused; pending decisions are awaited. Never rejects. */
  admit(): Promise<boolean> {
    if (this.keys.length === 0 && !this.#needsAcceptance) return Promise.resolve(true);
    return new Promise((resolve) => {
      // The consent source delivers its current decision during subscribe, before `subscription` is set.
      let settled = false;
      let subscription: Subscription | undefined = undefined;
      subscription = this.#consent$.subscribe((decision) => {
        const verdict = this.#verdict(decision);
        if (verdict === undefined || settled) return;
        settled = true;
        resolve(verdict);
        subscription?.unsubscribe();
      });
      if (settled) subscription.unsubscribe();
    });
  }

  #verdict({ status, granted }: ConsentDecision): boolean | undefined {
    if (this.#needsAcceptance && status === 'pending') return undefined;
    if (this.#needsAcceptance && status !== 'accepted') return false;
    if (this.keys.every((key) => granted.includes(key))) return true;
    return status === 'pending' ? undefined : false;
  }
}
