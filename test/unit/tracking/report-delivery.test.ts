import { describe, expect, it } from 'vitest';
import { RETRY_BASE_MS, RETRY_MAX_MS } from '../../../domain/shared/retry';
import { isCampaignKitError } from '../../../ports/errors';
import { ReportServer, reportingPage, type Answer } from './report-harness';

/** 6 calls in 20 fail: a network failure, a 503, a timeout, a 500, a timeout after the server kept the report, a network failure. */
const THIRTY_PERCENT: readonly Answer[] = [
  'network', 'ok', 'ok', { status: 503 }, 'ok', 'ok', 'timeout', 'ok', 'ok', 'ok',
  { status: 500 }, 'ok', 'ok', 'lost-answer', 'ok', 'ok', 'ok', 'network', 'ok', 'ok',
];

describe('every event delivered exactly once (issue 9)', () => {
  it('with 30% of report calls failing (network, 5xx, timeout), no event is lost and none is counted twice', async () => {
    const server = new ReportServer((call) => THIRTY_PERCENT[(call - 1) % THIRTY_PERCENT.length]!);
    const { service, failures, storage, drain } = reportingPage(server);
    const names = Array.from({ length: 40 }, (_, index) => `event_${index}`);
    const results = Promise.all(names.map((name) => service.track(name)));
    await drain();

    await expect(results).resolves.toEqual(names.map(() => true));
    expect(server.countedEvents().sort()).toEqual([...names].sort());
    expect(server.counted()).toHaveLength(names.length);
    // Each failed call was published, and a report whose answer was lost reached the server twice under one id.
    const failedCalls = Array.from({ length: server.calls }, (_, index) => THIRTY_PERCENT[index % THIRTY_PERCENT.length]).filter((answer) => answer !== 'ok');
    expect(failedCalls.length).toBeGreaterThanOrEqual(12);
    expect(failures).toHaveLength(failedCalls.length);
    expect(server.received.length).toBeGreaterThan(server.counted().length);
    // The client never sends again what the server confirmed.
    expect(server.resentAfterConfirmation).toBe(0);
    expect(failures.every((failure) => typeof failure.retryInMs === 'number' && failure.retryInMs > 0)).toBe(true);
    expect(storage.get('local', 'tracking_reports')).toMatchObject({ reports: [] });
  });

  it('gives each report its own event_id (32 hex characters), kept when it is retried', async () => {
    const server = new ReportServer((call) => (call <= 2 ? 'network' : 'ok'));
    const { service, drain } = reportingPage(server);
    const delivered = Promise.all([service.track('one'), service.track('two')]);
    await drain(3);
    await delivered;
    const ids = server.received.map((body) => body.shark_params.params.event_id);
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(2);
    expect(server.calls).toBe(4);
  });

  it('retries with exponential backoff and jitter: each wait is published, and nothing is sent before it ends', async () => {
    const server = new ReportServer(() => 'network');
    const { service, clock, failures, settle } = reportingPage(server);
    void service.track('x');
    await settle();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect(server.calls).toBe(attempt);
      const wait = failures.at(-1)!.retryInMs!;
      const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempt - 1));
      expect(wait).toBeGreaterThanOrEqual(ceiling / 2);
      expect(wait).toBeLessThanOrEqual(ceiling);
      waits.push(wait);
      clock.advance(wait - 1);
      await settle();
      expect(server.calls).toBe(attempt);
      clock.advance(1);
      await settle();
    }
    expect(new Set(waits.map((wait, index) => wait / Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** index))).size).toBeGreaterThan(1);
  });

  it('starts the backoff over after a confirmed report', async () => {
    const server = new ReportServer((call) => (call === 3 ? 'ok' : 'network'));
    const { service, failures, drain, settle } = reportingPage(server, { init: { reportClose: false } });
    await Promise.all([service.track('x'), drain(3)]);
    expect(server.calls).toBe(3);
    void service.track('y');
    await settle();
    expect(failures.at(-1)).toMatchObject({ event: 'y', retryInMs: expect.any(Number) });
    expect(failures.at(-1)!.retryInMs).toBeLessThanOrEqual(RETRY_BASE_MS);
  });

  it('starts the backoff over after a refused report too: the server answered, so there is no outage to wait out', async () => {
    const server = new ReportServer((call) => (call === 3 ? { status: 400 } : 'network'));
    const { service, failures, drain, settle } = reportingPage(server, { init: { reportClose: false } });
    await Promise.all([service.track('x'), drain(3)]);
    expect(server.calls).toBe(3);
    expect(failures.at(-1)).toMatchObject({ event: 'x' });
    expect(failures.at(-1)!.retryInMs, 'a refusal is not retried').toBeUndefined();
    void service.track('y');
    await settle();
    expect(failures.at(-1)).toMatchObject({ event: 'y', retryInMs: expect.any(Number) });
    expect(failures.at(-1)!.retryInMs).toBeLessThanOrEqual(RETRY_BASE_MS);
  });

  it('sends one request at a time, and a report the server keeps failing does not hold up the others', async () => {
    const server = new ReportServer((_call, body) => (body.shark_params.params.event === 'stuck' ? { status: 503 } : 'ok'));
    const { service, failures, drain } = reportingPage(server, { init: { reportClose: false } });
    let inFlight = 0;
    let most = 0;
    const plan = server.plan;
    server.plan = async (call, body) => {
      most = Math.max(most, ++inFlight);
      await Promise.resolve();
      inFlight -= 1;
      return plan(call, body);
    };
    void service.track('stuck');
    const others = Promise.all([service.track('a'), service.track('b')]);
    await drain(3);
    await expect(others).resolves.toEqual([true, true]);
    expect(server.countedEvents().filter((event) => event !== 'stuck')).toEqual(['a', 'b']);
    expect(failures.every((failure) => failure.event === 'stuck' && failure.retryInMs! > 0)).toBe(true);
    expect(most).toBe(1);
  });

  it.each([
    ['seconds', '7', 7_000],
    ['an HTTP date', 'Thu, 01 Jan 2026 00:00:30 GMT', 30_000],
  ])('honours Retry-After given in %s (503 and 429 alike)', async (_form, retryAfter, waitMs) => {
    for (const status of [503, 429]) {
      const server = new ReportServer((call) => (call === 1 ? { status, headers: { 'retry-after': retryAfter } } : 'ok'));
      const { service, clock, failures, settle } = reportingPage(server);
      const delivered = service.track('x');
      await settle();
      expect(failures).toEqual([expect.objectContaining({ event: 'x', retryInMs: waitMs })]);
      clock.advance(waitMs - 1);
      await settle();
      expect(server.calls).toBe(1);
      clock.advance(1);
      await expect(delivered).resolves.toBe(true);
      expect(server.calls).toBe(2);
    }
  });

  it.each([
    ['a 400', { status: 400 }, 'HTTP_STATUS'],
    ['a refusal in the envelope (code not 0)', { status: 200, data: { code: 10001, message: 'activity not found' } }, 'SERVER'],
  ] as const)('does not retry %s: resolves false, publishes it without a retry, and forgets it', async (_name, answer, code) => {
    const server = new ReportServer(() => answer);
    const { service, failures, storage, drain } = reportingPage(server);
    await expect(service.track('x')).resolves.toBe(false);
    await drain(2);
    expect(server.calls).toBe(1);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.retryInMs).toBeUndefined();
    expect(isCampaignKitError(failures[0]!.error, code)).toBe(true);
    expect(storage.get('local', 'tracking_reports')).toMatchObject({ reports: [] });
  });
});
