import { describe, expect, it } from 'vitest';
import { createFakeHttp } from '../../../adapters/fake';
import { LocationService } from '../../../domain/location/location.service';

const PATH = 'path:/act/game-1/location/geonameids';

function setup() {
  const { http, fetchMock } = createFakeHttp();
  const location = new LocationService({ http }, { appId: 'game-1', activityId: 'spring', apiOrigin: 'https://api.test' });
  const failures: unknown[] = [];
  location.failures$.subscribe((error) => failures.push(error));
  return { location, fetchMock, failures };
}

describe('LocationService (SPEC §3, §4, §7, §9)', () => {
  it('GETs /act/{app_id}/location/geonameids with activity_id and type=1, and maps the four fields', async () => {
    const { location, fetchMock } = setup();
    fetchMock.route(PATH, { code: 0, data: { city: 'Shanghai', continent: 'Asia', country: 'CN', subdivisions: 'SH' } });
    expect(await location.lookup()).toEqual({ city: 'Shanghai', continent: 'Asia', country: 'CN', subdivisions: 'SH' });
    expect(Object.fromEntries(new URL(fetchMock.callHistory.lastCall()!.url).searchParams)).toEqual({ activity_id: 'spring', type: '1' });
  });

  it('defaults each missing field to be_null', async () => {
    const { location, fetchMock } = setup();
    fetchMock.route(PATH, { code: 0, data: { country: 'JP', city: '' } });
    expect(await location.lookup()).toEqual({ city: 'be_null', continent: 'be_null', country: 'JP', subdivisions: 'be_null' });
  });

  it('tries again after a failure, at most 3 times in all', async () => {
    const { location, fetchMock } = setup();
    fetchMock.route(PATH, { status: 500 }, { repeat: 2 });
    fetchMock.route(PATH, { code: 0, data: { country: 'SG' } });
    expect((await location.lookup()).country).toBe('SG');
    expect(fetchMock.callHistory.calls(PATH)).toHaveLength(3);
  });

  it('answers every field be_null after 3 failures and publishes the last error, never a 4th try', async () => {
    const { location, fetchMock, failures } = setup();
    fetchMock.route(PATH, { code: 1, message: 'no geo' });
    expect(await location.lookup()).toEqual({ city: 'be_null', continent: 'be_null', country: 'be_null', subdivisions: 'be_null' });
    expect(fetchMock.callHistory.calls(PATH)).toHaveLength(3);
    expect((failures[0] as Error).message).toBe('no geo');
  });

  it('looks up once per page: later calls share the answer', async () => {
    const { location, fetchMock } = setup();
    fetchMock.route(PATH, { code: 0, data: { country: 'CN' } });
    await Promise.all([location.lookup(), location.lookup()]);
    await location.lookup();
    expect(fetchMock.callHistory.calls(PATH)).toHaveLength(1);
  });

  it('needs an app_id and a string activity_id', () => {
    const { http } = createFakeHttp();
    expect(() => new LocationService({ http }, { appId: '', activityId: 'a', apiOrigin: 'https://api.test' })).toThrow('Location init fail, app_id is undefined');
    expect(() => new LocationService({ http }, { appId: '1', activityId: 3 as never, apiOrigin: 'https://api.test' })).toThrow('activity_id must be a string');
  });
});
