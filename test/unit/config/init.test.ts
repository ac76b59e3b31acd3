import { describe, expect, it } from 'vitest';
import { FakeClock, FakePage } from '../../../adapters/fake/index';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { affiliate, tracking } from '../../../composition/features/index';
import { AccountService } from '../../../domain/account/account.service';

const base = { aid: 1128, appId: 'app', activityId: 'act', apiOrigin: 'https://api.test', ssoOrigin: 'https://sso.test' };
const newAccount = (options: typeof base) => new AccountService({ http: createFakeHttp().http, page: new FakePage(), clock: new FakeClock() }, options);

describe('init and validation (SPEC §4, §5)', () => {
  it.each([
    [{ aid: undefined }, 'enter aid'],
    [{ aid: '1128' }, 'aid must be a number'],
    [{ aid: Number.NaN }, 'aid must be a number'],
    [{ appId: undefined }, 'Account init fail, app_id is undefined'],
    [{ activityId: '' }, 'Account init fail, activity_id is undefined'],
    [{ activityId: 12 }, 'activity_id must be a string'],
    // Found by test/fuzz: an object without a prototype as app_id threw a TypeError from String().
    [{ appId: Object.create(null) }, 'Account init fail, app_id is undefined'],
    [{ appId: { id: 'app' } }, 'Account init fail, app_id is undefined'],
    [{ navigationOrigins: 'https://passport.example.com' }, 'navigationOrigins needs a list of origins like https://cdn.example.com, got "https://passport.example.com"'],
    [{ navigationOrigins: [Object.create(null)] }, 'navigationOrigins needs https origins like https://cdn.example.com, got {}'],
  ])('rejects %o with %s', (patch, message) => {
    expect(() => createTestKit(patch as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message }));
  });

  it('rejects tracking without a zone cn or sg', () => {
    expect(() => createTestKit({ features: withFeatures(tracking({ zone: 'us' as never })) })).toThrow('zone is required, cn or sg');
  });

  it('rejects an origin that is not http(s)', () => {
    expect(() => newAccount({ ...base, apiOrigin: 'javascript:alert(1)' })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  // Found by test/fuzz: a passport origin that is not a string threw a TypeError from .replace.
  it('rejects a passport origin that is not an http(s) origin', () => {
    const kit = createTestKit({ features: withFeatures(affiliate({ origin: 5 as never })) });
    expect(() => kit.affiliate).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'passport origin must be an http(s) origin, got 5' }));
  });
});
