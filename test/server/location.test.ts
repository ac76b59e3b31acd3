import { describe, expect, it } from 'vitest';
import { ACTIVITY_ID, APP_ID, createTestApp } from './helpers';

describe('contract server: location lookup (SPEC §3, §7)', () => {
  it('answers city, continent, country and subdivisions for activity_id and type=1', async () => {
    const { get } = createTestApp();
    const answer = (await (await get(`/act/${APP_ID}/location/geonameids?activity_id=${ACTIVITY_ID}&type=1`)).json()) as { code: number; data: Record<string, string> };
    expect(answer.code).toBe(0);
    expect(Object.keys(answer.data).sort()).toEqual(['city', 'continent', 'country', 'subdivisions']);
  });

  it('refuses an unknown activity and a type other than 1', async () => {
    const { get } = createTestApp();
    expect(((await (await get(`/act/${APP_ID}/location/geonameids?activity_id=x&type=1`)).json()) as { code: number }).code).toBe(10001);
    expect(((await (await get(`/act/${APP_ID}/location/geonameids?activity_id=${ACTIVITY_ID}`)).json()) as { message: string }).message).toBe('type must be 1');
  });
});
