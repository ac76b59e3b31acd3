import { BehaviorSubject, config, firstValueFrom, map, Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakePage, createFakeHttp } from '../../../adapters/fake';
import { ServerService } from '../../../domain/servers/server.service';
import { patchState, setState } from '../../../domain/shared/state-source';
import { consentOnFakes } from '../consent/fixtures';

/** rxjs reports a subscriber's error from a timer; the tests catch it there instead of failing the run. */
function catchUnhandled(): unknown[] {
  const reported: unknown[] = [];
  config.onUnhandledError = (error) => reported.push(error);
  return reported;
}

afterEach(() => {
  config.onUnhandledError = null;
});

/** A server service on a fake HTTP whose role list always fails: each `roles()` publishes a failure. */
function failingServers() {
  const { http, fetchMock } = createFakeHttp();
  const servers = new ServerService({ http, page: new FakePage({ url: 'https://www.game.test/' }) }, { appId: 'game-1', apiOrigin: 'https://api.test' });
  fetchMock.route('path:/external_activity/common/game/rolelist', { status: 500 });
  return servers;
}

describe('a state source (state$ + state), on ConsentService', () => {
  it('delivers the current value on subscribe, then each change, until unsubscribed', () => {
    const { consent } = consentOnFakes();
    const seen: string[] = [];
    const subscription = consent.state$.subscribe((state) => seen.push(`${state.status}/${state.panelOpen}`));
    consent.openPanel();
    consent.acceptAll();
    subscription.unsubscribe();
    consent.openPanel();
    expect(seen).toEqual(['pending/false', 'pending/true', 'accepted/false']);
    expect(consent.state.panelOpen).toBe(true);
  });

  it('keeps `state` the same object until the state changes, and hands that object to subscribers', () => {
    const { consent } = consentOnFakes();
    const before = consent.state;
    expect(consent.state).toBe(before);
    let delivered: unknown;
    consent.state$.subscribe((state) => (delivered = state)).unsubscribe();
    expect(delivered).toBe(before);
    consent.openPanel();
    expect(consent.state).not.toBe(before);
  });

  it('is an rxjs Observable, read-only: operators apply, and it has no next to push with', async () => {
    const { consent } = consentOnFakes();
    expect(consent.state$).toBeInstanceOf(Observable);
    expect(consent.state$).not.toBeInstanceOf(BehaviorSubject);
    expect('next' in consent.state$).toBe(false);
    await expect(firstValueFrom(consent.state$.pipe(map((state) => state.granted.join())))).resolves.toBe('session');
  });

  it('a subscriber that throws stops neither the others nor the service; rxjs reports the error later', async () => {
    const reported = catchUnhandled();
    const { consent } = consentOnFakes();
    const failure = new Error('subscriber bug');
    consent.state$.subscribe((state) => {
      if (state.status !== 'pending') throw failure;
    });
    const after = vi.fn();
    consent.state$.subscribe(after);
    expect(() => consent.acceptAll()).not.toThrow();
    expect(consent.state.status).toBe('accepted');
    expect(after).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'accepted' }));
    expect(reported).toEqual([]);
    await vi.waitFor(() => expect(reported).toEqual([failure]));
  });
});

describe('an event stream, on ServerService.failures$', () => {
  it('delivers only the events after subscribing, to every subscriber, none after unsubscribe', async () => {
    const servers = failingServers();
    await servers.roles();
    const first: string[] = [];
    const second: string[] = [];
    const a = servers.failures$.subscribe((failure) => first.push(failure.call));
    servers.failures$.subscribe((failure) => second.push(failure.call));
    await servers.roles();
    a.unsubscribe();
    await servers.roles();
    expect(first).toEqual(['rolelist']);
    expect(second).toEqual(['rolelist', 'rolelist']);
    expect(servers.failures$).toBeInstanceOf(Observable);
    expect('next' in servers.failures$).toBe(false);
  });

  it('keeps delivering to the others when a subscriber throws', async () => {
    const reported = catchUnhandled();
    const servers = failingServers();
    servers.failures$.subscribe(() => {
      throw new Error('subscriber bug');
    });
    const after = vi.fn();
    servers.failures$.subscribe(after);
    await expect(servers.roles()).resolves.toEqual([]);
    await servers.roles();
    expect(after).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(reported).toHaveLength(2));
  });
});

describe('setState and patchState, the services’ one way to move their state', () => {
  it('patchState merges the patch over the current value and delivers a new object', () => {
    const subject = new BehaviorSubject({ status: 'idle', count: 1 });
    const seen: object[] = [];
    subject.subscribe((value) => seen.push(value));
    const before = subject.value;
    patchState(subject, { status: 'busy' });
    expect(subject.value).toEqual({ status: 'busy', count: 1 });
    expect(subject.value).not.toBe(before);
    expect(seen).toEqual([{ status: 'idle', count: 1 }, { status: 'busy', count: 1 }]);
  });

  it('setState replaces the value, and delivers nothing for the object it already holds', () => {
    const subject = new BehaviorSubject<{ status: string; count?: number }>({ status: 'idle', count: 1 });
    const seen: object[] = [];
    subject.subscribe((value) => seen.push(value));
    setState(subject, subject.value);
    expect(seen).toHaveLength(1);
    setState(subject, { status: 'done' });
    expect(subject.value).toEqual({ status: 'done' });
    expect(seen).toHaveLength(2);
  });
});
