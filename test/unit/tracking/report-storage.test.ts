import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { WebStorageAdapter } from '../../../adapters/browser/web-storage.adapter';
import { InMemoryStorage } from '../../../adapters/fake/index';
import { ConsentGate } from '../../../domain/consent/consent-gate';
import type { ConsentDecision } from '../../../domain/consent/consent.types';
import { MAX_STORED_REPORTS } from '../../../domain/tracking/report-store';
import { isCampaignKitError } from '../../../ports/errors';
import type { StoragePort } from '../../../ports/storage.port';
import { ReportServer, reportingPage, type Answer } from './report-harness';

const KEY = 'tracking_reports';

/** A Storage over a map, to plant raw text as a corrupted or foreign write would leave it. */
class MapStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

/** A Storage with no room left: every write throws, as a full localStorage does. */
class FullStorage extends MapStorage {
  override setItem(): void {
    throw new DOMException('quota', 'QuotaExceededError');
  }
}

/** A storage port whose lasting area throws on every call, beyond the port's promise never to throw. */
function brokenLocalArea(): StoragePort {
  const session = new InMemoryStorage();
  const fail = (error: Error) => {
    throw error;
  };
  return {
    get: (area, key) => (area === 'local' ? fail(new SyntaxError('Unexpected token')) : session.get(area, key)),
    set: (area, key, value) => (area === 'local' ? fail(new DOMException('quota', 'QuotaExceededError')) : session.set(area, key, value)),
    remove: (area, key) => (area === 'local' ? fail(new DOMException('blocked', 'SecurityError')) : session.remove(area, key)),
  };
}

describe('reports kept in bounded local storage (issue 9)', () => {
  it('keeps unconfirmed reports for the next visit, which sends them (kit.start or sendPending)', async () => {
    const server = new ReportServer(() => 'network');
    const first = reportingPage(server, { init: { reportClose: false } });
    void first.service.track('one');
    void first.service.track('two');
    await first.settle();
    expect(first.storage.get<{ reports: unknown[] }>('local', KEY)!.reports).toHaveLength(2);

    server.plan = () => 'ok';
    const next = reportingPage(server, { storage: first.storage, init: { reportClose: false } });
    await next.settle();
    expect(server.countedEvents()).toEqual([]);
    next.service.sendPending();
    await next.drain(1);
    expect(server.countedEvents()).toEqual(['one', 'two']);
    expect(next.storage.get('local', KEY)).toMatchObject({ reports: [] });
  });

  it(`holds at most ${MAX_STORED_REPORTS} reports: when full the oldest are dropped, counted and published`, async () => {
    const server = new ReportServer(() => 'network');
    const first = reportingPage(server, { init: { reportClose: false } });
    const names = Array.from({ length: MAX_STORED_REPORTS + 5 }, (_, index) => `event_${index}`);
    const results = names.map((name) => first.service.track(name));
    await first.settle();
    await expect(Promise.all(results.slice(0, 5))).resolves.toEqual([false, false, false, false, false]);
    expect(first.service.droppedCount).toBe(5);
    const dropped = first.failures.filter((failure) => failure.retryInMs === undefined);
    expect(dropped.map((failure) => failure.event)).toEqual(names.slice(0, 5));
    dropped.forEach((failure, index) =>
      expect(failure.error).toMatchObject({ code: 'NETWORK', message: 'report dropped: queue full', data: { dropped: index + 1 } }),
    );
    expect(first.storage.get<{ reports: unknown[] }>('local', KEY)!.reports).toHaveLength(MAX_STORED_REPORTS);

    server.plan = () => 'ok';
    const next = reportingPage(server, { storage: first.storage, init: { reportClose: false } });
    expect(next.service.droppedCount).toBe(5);
    next.service.sendPending();
    await next.drain(3);
    expect(server.countedEvents().sort()).toEqual(names.slice(5).sort());
  });

  it.each([
    ['bad JSON', '{"reports":[{"id":'],
    ['not an object', '"reports"'],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['wrong field types', '{"reports":"many","dropped":"some"}'],
    ['malformed entries', '{"reports":[null,5,{"id":7},{"id":"x","url":1,"label":"l","body":{}},{"id":"y","url":"https://api.test/r","label":"l","body":[]}],"dropped":-4}'],
  ])('never throws into the page over a stored queue that is %s, and starts afresh', async (_name, text) => {
    const local = new MapStorage();
    local.setItem(`campaign-kit:${KEY}`, text);
    const server = new ReportServer();
    const { service, drain } = reportingPage(server, { storage: new WebStorageAdapter('campaign-kit', local, new MapStorage()), init: { reportClose: false } });
    expect(() => service.sendPending()).not.toThrow();
    expect(service.droppedCount).toBe(0);
    await expect(service.track('x')).resolves.toBe(true);
    await drain(1);
    expect(server.countedEvents()).toEqual(['x']);
    expect(JSON.parse(local.getItem(`campaign-kit:${KEY}`)!)).toEqual({ reports: [], dropped: 0 });
  });

  it.each([
    ['fails and may be retried', 'network'],
    ['is refused', { status: 400 }],
  ] as const)('gives up for good a report dropped from a full queue while its request was on its way, when that request %s', async (_name, answer) => {
    let answerFirst: (answer: Answer) => void = () => undefined;
    const server = new ReportServer((call) => (call === 1 ? new Promise<Answer>((resolve) => (answerFirst = resolve)) : 'ok'));
    const { service, failures, settle, drain } = reportingPage(server, { init: { reportClose: false } });
    const first = service.track('first');
    await settle();
    const rest = Array.from({ length: MAX_STORED_REPORTS }, (_, index) => service.track(`event_${index}`));
    await expect(first).resolves.toBe(false);
    answerFirst(answer);
    await drain(3);
    await expect(Promise.all(rest)).resolves.toEqual(rest.map(() => true));
    expect(server.calls).toBe(MAX_STORED_REPORTS + 1);
    expect(failures.filter((failure) => failure.event === 'first')).toEqual([expect.objectContaining({ error: expect.objectContaining({ message: 'report dropped: queue full' }) })]);
  });

  it('keeps the well-formed stored reports beside entries each wrong in one field, and sends only those', async () => {
    const report = (id: string) => ({ id, url: 'https://api.test/act/a/shark_report', label: id, body: { shark_params: { params: { event: id, event_id: id } } } });
    const entries = [null, { ...report('a'), id: 7 }, { ...report('b'), url: 1 }, { ...report('c'), label: 1 }, { ...report('d'), body: [] }, { ...report('e'), body: undefined }, report('kept')];
    const local = new MapStorage();
    local.setItem(`campaign-kit:${KEY}`, JSON.stringify({ reports: entries, dropped: 3 }));
    const server = new ReportServer();
    const { service, drain } = reportingPage(server, { storage: new WebStorageAdapter('campaign-kit', local, new MapStorage()), init: { reportClose: false } });
    expect(service.droppedCount).toBe(3);
    service.sendPending();
    await drain(1);
    expect(server.countedEvents()).toEqual(['kept']);
  });

  it('takes up the stored reports once per page: a report another tab stores later is left to that tab', async () => {
    const server = new ReportServer(() => 'network');
    const other = reportingPage(server, { init: { reportClose: false } });
    const here = reportingPage(new ReportServer(), { storage: other.storage, init: { reportClose: false } });
    here.service.sendPending();
    void other.service.track('other-tab');
    await other.settle();
    here.service.sendPending();
    await here.service.track('own');
    await here.drain(1);
    expect(here.server.countedEvents()).toEqual(['own']);
  });

  it.each([
    ['a full localStorage', () => new WebStorageAdapter('campaign-kit', new FullStorage(), new MapStorage())],
    ['a storage port that throws (beyond its contract)', brokenLocalArea],
  ])('never throws into the page over %s: reports still go out, retried and beaconed', async (_name, storage) => {
    const server = new ReportServer((call) => (call === 1 ? 'network' : 'ok'));
    const { service, page, drain } = reportingPage(server, { storage: storage() });
    expect(() => service.sendPending()).not.toThrow();
    expect(service.droppedCount).toBe(0);
    const delivered = service.track('x');
    await drain(1);
    await expect(delivered).resolves.toBe(true);
    expect(() => page.setVisible(false)).not.toThrow();
    expect(server.countedEvents()).toEqual(['x', 'act_H5_close']);
  });

  it('refuses a report that cannot be written as JSON (a cycle) without throwing, and publishes why', async () => {
    const server = new ReportServer();
    const { service, failures } = reportingPage(server);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(service.track('x', { cyclic })).resolves.toBe(false);
    expect(server.calls).toBe(0);
    expect(failures).toEqual([expect.objectContaining({ event: 'x' })]);
    expect(isCampaignKitError(failures[0]!.error, 'INVALID_ARGUMENT')).toBe(true);
    expect((failures[0]!.error as Error).cause).toBeInstanceOf(TypeError);
  });
});

describe('the consent gate over the queue (SPEC §2, §4)', () => {
  const gated = (server: ReportServer, decisions: BehaviorSubject<ConsentDecision>, storage = new InMemoryStorage()) =>
    reportingPage(server, { storage, consentGate: new ConsentGate(decisions, ['analytics']), init: { reportClose: false } });

  it('holds reports in memory only until the decision (nothing stored, nothing beaconed), then sends them', async () => {
    const decisions = new BehaviorSubject<ConsentDecision>({ status: 'pending', granted: [] });
    const server = new ReportServer();
    const { service, page, storage, beacon, settle } = gated(server, decisions);
    const held = service.track('x');
    await settle();
    page.setVisible(false);
    expect(storage.get('local', KEY)).toBeUndefined();
    expect(beacon.sent).toEqual([]);
    page.setVisible(true);
    decisions.next({ status: 'accepted', granted: ['analytics'] });
    await expect(held).resolves.toBe(true);
    expect(server.countedEvents()).toEqual(['x']);
  });

  it('drops held reports on rejection, and reports an earlier visit left once the visitor has rejected', async () => {
    const server = new ReportServer(() => 'network');
    const earlier = reportingPage(server, { init: { reportClose: false } });
    void earlier.service.track('before');
    await earlier.settle();

    server.plan = () => 'ok';
    const decisions = new BehaviorSubject<ConsentDecision>({ status: 'pending', granted: [] });
    const { service, storage, drain } = gated(server, decisions, earlier.storage as InMemoryStorage);
    const held = service.track('x');
    service.sendPending();
    decisions.next({ status: 'rejected', granted: [] });
    await expect(held).resolves.toBe(false);
    await drain(1);
    expect(server.countedEvents()).toEqual([]);
    expect(storage.get('local', KEY)).toMatchObject({ reports: [] });
  });

  it("on rejection forgets only the reports an earlier visit left, not those another tab stored meanwhile", async () => {
    const server = new ReportServer(() => 'network');
    const earlier = reportingPage(server, { init: { reportClose: false } });
    void earlier.service.track('before-1');
    void earlier.service.track('before-2');
    await earlier.settle();
    const decisions = new BehaviorSubject<ConsentDecision>({ status: 'pending', granted: [] });
    const { service, storage, settle } = gated(new ReportServer(), decisions, earlier.storage as InMemoryStorage);
    service.sendPending();
    void earlier.service.track('other-tab');
    await earlier.settle();
    decisions.next({ status: 'rejected', granted: [] });
    await settle();
    const stored = storage.get<{ reports: Array<{ label: string }> }>('local', KEY)!.reports;
    expect(stored.map((report) => report.label)).toEqual(['other-tab']);
  });
});
