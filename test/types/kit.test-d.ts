// Type-level tests of the public surface, checked by `npm run typecheck` (tsc), never run: each
// `expectTypeOf` must hold and each `@ts-expect-error` must meet an error, or the type check fails.
import { describe, expectTypeOf, it } from 'vitest';
import { account, consent, createCampaignKit, download, reservation, tracking, type CampaignKit, type CampaignKitOptions, type FeatureName } from 'campaign-kit';
import { type ConsentService } from 'campaign-kit/consent';
import { type TrackingService } from 'campaign-kit/tracking';
import { type ReservationService } from 'campaign-kit/reservation';
import { type DownloadService } from 'campaign-kit/device';
import { type AccountService } from 'campaign-kit/account';

const ids = { aid: 1128, appId: '1000', activityId: 'spring-2027', apiOrigin: 'https://act.example.com' } as const;

describe('createCampaignKit: the kit follows its features', () => {
  it('has kit.account, and no kit.reservation, with [account()]', () => {
    const kit = createCampaignKit({ ...ids, features: [account()] });
    expectTypeOf(kit.account).toEqualTypeOf<AccountService>();
    // @ts-expect-error reservation() is not listed
    void kit.reservation;
    // @ts-expect-error tracking() is not listed
    void kit.tracking;
    expectTypeOf(kit).not.toHaveProperty('reservation');
  });

  it('has both with [account(), reservation()]', () => {
    const kit = createCampaignKit({ ...ids, features: [account(), reservation()] });
    expectTypeOf(kit.account).toEqualTypeOf<AccountService>();
    expectTypeOf(kit.reservation).toEqualTypeOf<ReservationService>();
    expectTypeOf(kit).toMatchTypeOf<CampaignKit<[ReturnType<typeof account>, ReturnType<typeof reservation>]>>();
  });

  it('adds each listed feature and keeps the base members', () => {
    const kit = createCampaignKit({ ...ids, features: [tracking({ zone: 'sg' }), download(), consent({ cookieTypes: [] })] });
    expectTypeOf(kit.tracking).toEqualTypeOf<TrackingService>();
    expectTypeOf(kit.download).toEqualTypeOf<DownloadService>();
    expectTypeOf(kit.consent).toEqualTypeOf<ConsentService>();
    expectTypeOf(kit.features).toEqualTypeOf<readonly FeatureName[]>();
    expectTypeOf(kit.device.os).not.toBeAny();
    expectTypeOf(kit.i18n).not.toBeAny();
    // @ts-expect-error account() is not listed
    void kit.account;
  });

  it('has only the base members with no features', () => {
    const kit = createCampaignKit({ ...ids, features: [] });
    expectTypeOf(kit.start).toBeFunction();
    // @ts-expect-error no feature listed
    void kit.account;
  });

  it('start() returns Promise<void> and destroy() void', () => {
    const kit = createCampaignKit({ ...ids, features: [account()] });
    expectTypeOf(kit.start).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(kit.start()).resolves.toBeVoid();
    expectTypeOf(kit.destroy).returns.toBeVoid();
  });
});

describe('options are checked', () => {
  it("rejects a feature's wrong options", () => {
    // @ts-expect-error zone is 'cn' or 'sg'
    tracking({ zone: 'us' });
    // @ts-expect-error zone is required
    tracking({});
    // @ts-expect-error countdownSeconds is a number
    account({ countdownSeconds: '60' });
    expectTypeOf(tracking).parameter(0).toHaveProperty('zone').toEqualTypeOf<'cn' | 'sg'>();
  });

  it('rejects wrong common options', () => {
    // @ts-expect-error aid is a number
    createCampaignKit({ ...ids, aid: '1128', features: [] });
    // @ts-expect-error features is required
    createCampaignKit({ ...ids });
    // @ts-expect-error features takes features, not names
    createCampaignKit({ ...ids, features: ['account'] });
    expectTypeOf<CampaignKitOptions['apiOrigin']>().toEqualTypeOf<string | undefined>();
  });
});
