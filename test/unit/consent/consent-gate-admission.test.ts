import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ConsentGate } from '../../../domain/consent/consent-gate';
import type { ConsentDecision } from '../../../domain/consent/consent.types';

describe('ConsentGate admission (SPEC §4 cookie consent)', () => {
  it('admits at once when it needs no key, without waiting for any decision', async () => {
    const silent = new Subject<ConsentDecision>();
    await expect(new ConsentGate(silent, []).admit()).resolves.toBe(true);
  });

  it('refuses when the decision grants only some of the keys it needs', async () => {
    const decisions = new BehaviorSubject<ConsentDecision>({ status: 'accepted', granted: ['session', 'analytics'] });
    await expect(new ConsentGate(decisions, ['analytics', 'ads']).admit()).resolves.toBe(false);
  });

  it('stops listening to the decisions once it has answered, whether the answer was there at once or came later', async () => {
    const decided = new BehaviorSubject<ConsentDecision>({ status: 'rejected', granted: ['session'] });
    await expect(new ConsentGate(decided, ['analytics']).admit()).resolves.toBe(false);
    expect(decided.observed).toBe(false);

    const pending = new BehaviorSubject<ConsentDecision>({ status: 'pending', granted: ['session'] });
    const admission = new ConsentGate(pending, ['analytics']).admit();
    expect(pending.observed).toBe(true);
    pending.next({ status: 'accepted', granted: ['session', 'analytics'] });
    await expect(admission).resolves.toBe(true);
    expect(pending.observed).toBe(false);
  });
});
