import { describe, expect, it } from 'vitest';
import { CONSENT_EXPIRY_MS, consentRecord, liveRecord } from '../../../domain/consent/consent-record';

const NOW = 1_700_000_000_000;

describe('the stored consent decision (SPEC §3 consent status, §4 expiry)', () => {
  it('records accepted as code 1 and rejected as code 2, at the given time', () => {
    expect(consentRecord('accepted', NOW)).toEqual({ status: 'accepted', code: 1, time: NOW });
    expect(consentRecord('rejected', NOW)).toEqual({ status: 'rejected', code: 2, time: NOW });
  });

  it('reads back a well-formed decision as status, code and time only', () => {
    const stored = { status: 'rejected', code: 2, time: NOW - 1000, extra: 'ignored' };
    expect(liveRecord(stored, NOW)).toEqual({ status: 'rejected', code: 2, time: NOW - 1000 });
  });

  it('is live up to exactly the expiry age and gone 1 ms after it', () => {
    const time = NOW - CONSENT_EXPIRY_MS;
    expect(liveRecord({ status: 'accepted', code: 1, time }, NOW)).toEqual({ status: 'accepted', code: 1, time });
    expect(liveRecord({ status: 'accepted', code: 1, time }, NOW + 1)).toBeUndefined();
  });


  it.each([
    ['nothing stored', undefined],
    ['null', null],
    ['a string', 'accepted'],
    ['a number', 1],
    ['accepted with the rejected code', { status: 'accepted', code: 2, time: NOW }],
    ['rejected with the accepted code', { status: 'rejected', code: 1, time: NOW }],
    ['an unknown status', { status: 'maybe', code: 1, time: NOW }],
    ['the code as a string', { status: 'accepted', code: '1', time: NOW }],
    ['no time', { status: 'accepted', code: 1 }],
    ['the time as a string', { status: 'accepted', code: 1, time: String(NOW) }],
    ['a time that is not a number', { status: 'accepted', code: 1, time: Number.NaN }],
    ['an infinite time', { status: 'accepted', code: 1, time: Number.POSITIVE_INFINITY }],
  ])('treats %s as no decision', (_what, stored) => {
    expect(liveRecord(stored, NOW)).toBeUndefined();
  });
});
