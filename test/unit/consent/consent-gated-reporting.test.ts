import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { consent, tracking } from '../../../composition/features/index';
import { ConsentGate } from '../../../domain/consent/consent-gate';
import type { ConsentDecision } from '../../../domain/consent/consent.types';
import { activity, wireCalls } from '../support/routes';
import { CONFIG, consentOnFakes } from './fixtures';
import { FakePage, FakeRandom } from '../../../adapters/fake/index';
import { TrackingService } from '../../../domain/tracking/tracking.service';
import type { HttpRequest } from '../../../ports/http.port';

const REPORT = 'path:/act/test-app/shark_report';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function gatedKit(gates: { tracking?: string[] } = { tracking: ['analytics'] }) {
  const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn' }), consent({ ...CONFIG, gates })), routes: (fetchMock) => fetchMock.route(REPORT, activity(undefined)) });
  void kit.start();
  return kit;
}
const reports = (kit: ReturnType<typeof createTestKit>) =>
  wireCalls(kit)
    .filter((call) => call.path.endsWith('/shark_report'))
    .map((call) => (call.body as { shark_params: { params: { event: string } } }).shark_params.params.event);

describe('consent-gated reporting (SPEC §2, §4)', () => {
  it('holds events before consent and sends them, in order, on acceptance', async () => {
    const kit = gatedKit();
    const share = kit.tracking.track('act_share_success');
    await flush();
    expect(reports(kit)).toEqual([]);
    kit.consent.acceptAll();
    await expect(share).resolves.toBe(true);
    expect(reports(kit)).toEqual(['act_H5_open', 'act_share_success']);
  });

  it('drops held events on rejection, and later ones at once', async () => {
    const kit = gatedKit();
    const share = kit.tracking.track('act_share_success');
    kit.consent.rejectAll();
    await expect(share).resolves.toBe(false);
    await expect(kit.tracking.track('act_H5_close')).resolves.toBe(false);
    expect(reports(kit)).toEqual([]);
  });

  it('drops events when Save left the needed key off, sends them when it was on', async () => {
    const off = gatedKit();
    off.consent.openPanel();
    off.consent.save();
    await expect(off.tracking.track('x')).resolves.toBe(false);
    const on = gatedKit();
    on.consent.openPanel();
    on.consent.toggle('analytics');
    on.consent.save();
    await expect(on.tracking.track('x')).resolves.toBe(true);
    expect(reports(on)).toEqual(['act_H5_open', 'x']);
  });

  it('sends at once after a reload when the stored acceptance is still live (services built by hand)', async () => {
    const { consent, storage, clock, reload } = consentOnFakes();
    consent.acceptAll();
    const requests: HttpRequest[] = [];
    const http = { request: async (request: HttpRequest) => (requests.push(request), { status: 200, headers: {}, data: { code: 0 } as never }) };
    const tracking = new TrackingService(
      { http, page: new FakePage(), storage, random: new FakeRandom(1), clock },
      { appId: 'a', activityId: 'b', zone: 'cn', apiOrigin: 'https://api.test' },
      { consentGate: new ConsentGate(reload().consent$, ['analytics']) },
    );
    await expect(tracking.track('x')).resolves.toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('does not gate tracking when the page opts out with an empty list', async () => {
    const kit = gatedKit({ tracking: [] });
    await expect(kit.tracking.track('x')).resolves.toBe(true);
    expect(reports(kit)).toEqual(['act_H5_open', 'x']);
  });
});

describe('ConsentGate', () => {
  it('admits at once when granted, refuses at once when decided without the keys, waits while pending', async () => {
    const decisions = new BehaviorSubject<ConsentDecision>({ status: 'pending', granted: ['session'] });
    const gate = new ConsentGate(decisions, ['analytics']);
    expect(await new ConsentGate(decisions, ['session']).admit()).toBe(true);
    const waiting = gate.admit();
    let settled = false;
    void waiting.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    decisions.next({ status: 'accepted', granted: ['session', 'analytics'] });
    await expect(waiting).resolves.toBe(true);
    decisions.next({ status: 'accepted', granted: ['session'] });
    await expect(gate.admit()).resolves.toBe(false);
  });
});
