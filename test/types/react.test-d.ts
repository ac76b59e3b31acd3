// Type-level tests of campaign-kit/react, checked by `npm run typecheck`, never run.
import { describe, expectTypeOf, it } from 'vitest';
import type { FeatureName } from 'campaign-kit';
import type { SiteConfigService } from 'campaign-kit/content';
import type { ConsentService } from 'campaign-kit/consent';
import type { LocationService, TrackingService } from 'campaign-kit/tracking';
import type { ReservationService } from 'campaign-kit/reservation';
import type { PosterMaker, ShareService } from 'campaign-kit/share';
import type { DownloadService, NavBarSwipe } from 'campaign-kit/device';
import type { LanguageService } from 'campaign-kit/i18n';
import type { AccountService, PassportService } from 'campaign-kit/account';
import type { MailService, ServerService } from 'campaign-kit/servers';
import {
  CampaignKitProvider,
  useCampaignKit,
  useKitService,
  type CampaignKitProviderProps,
  type CampaignKitServices,
  type MediaBuilders,
} from 'campaign-kit/react';
import { account, createCampaignKit, media, reservation, type CampaignKit, type DeviceInfo, type KitBase } from 'campaign-kit';
import { type MediaService } from 'campaign-kit/media';
import { AccountService as HandBuiltAccount } from 'campaign-kit/account';
import { createTestKit } from 'campaign-kit/testing';

describe('useCampaignKit', () => {
  it('gives every feature’s member', () => {
    const kit = useCampaignKit();
    expectTypeOf(kit.account).toEqualTypeOf<AccountService>();
    expectTypeOf(kit.passport).toEqualTypeOf<PassportService>();
    expectTypeOf(kit.reservation).toEqualTypeOf<ReservationService>();
    expectTypeOf(kit.tracking).toEqualTypeOf<TrackingService>();
    expectTypeOf(kit.location).toEqualTypeOf<LocationService>();
    expectTypeOf(kit.consent).toEqualTypeOf<ConsentService>();
    expectTypeOf(kit.siteConfig).toEqualTypeOf<SiteConfigService>();
    expectTypeOf(kit.share).toEqualTypeOf<ShareService>();
    expectTypeOf(kit.servers).toEqualTypeOf<ServerService>();
    expectTypeOf(kit.mail).toEqualTypeOf<MailService>();
    expectTypeOf(kit.download).toEqualTypeOf<DownloadService>();
    expectTypeOf(kit.poster).toEqualTypeOf<PosterMaker>();
    expectTypeOf(kit.navBar).toEqualTypeOf<NavBarSwipe>();
    expectTypeOf(kit.i18n).toEqualTypeOf<LanguageService>();
    expectTypeOf(kit.features).toEqualTypeOf<readonly FeatureName[]>();
    expectTypeOf(kit.start).returns.toEqualTypeOf<Promise<void>>();
  });

  it('CampaignKitProvider takes a kit of any features', () => {
    expectTypeOf(CampaignKitProvider).parameter(0).toEqualTypeOf<CampaignKitProviderProps>();
    expectTypeOf(createTestKit()).toMatchTypeOf<CampaignKitProviderProps['kit']>();
    expectTypeOf(createTestKit({ features: [] })).toMatchTypeOf<CampaignKitProviderProps['kit']>();
    // @ts-expect-error a kit, not its options
    CampaignKitProvider({ kit: { aid: 1128 } });
  });
});

describe('services built by hand', () => {
  it('a kit of any features is a services object, its members under the same names', () => {
    expectTypeOf(createTestKit()).toMatchTypeOf<CampaignKitServices>();
    expectTypeOf<KitBase>().toMatchTypeOf<CampaignKitServices>();
    expectTypeOf<CampaignKit<readonly [ReturnType<typeof account>, ReturnType<typeof reservation>, ReturnType<typeof media>]>>().toMatchTypeOf<CampaignKitServices>();
    expectTypeOf<MediaService>().toMatchTypeOf<MediaBuilders>();
    const kit = createCampaignKit({ aid: 1128, appId: '1', activityId: 's', features: [account()] });
    CampaignKitProvider({ services: kit });
    CampaignKitProvider({ kit });
  });

  it('the provider takes kit or services, not both', () => {
    const account = {} as HandBuiltAccount;
    CampaignKitProvider({ services: { account } });
    CampaignKitProvider({ services: { media: { youtube: () => ({}) as ReturnType<MediaService['youtube']> } } });
    // @ts-expect-error one of the two
    CampaignKitProvider({ kit: createTestKit(), services: { account } });
    // @ts-expect-error a service of the wrong type
    CampaignKitProvider({ services: { account: 1 } });
  });

  it('useKitService gives the named service, never undefined; with optional it may be undefined; with whenUsed a function that reads it', () => {
    expectTypeOf(useKitService('account')).toEqualTypeOf<HandBuiltAccount>();
    expectTypeOf(useKitService('reservation')).toEqualTypeOf<ReservationService>();
    expectTypeOf(useKitService('media')).toEqualTypeOf<MediaBuilders>();
    expectTypeOf(useKitService('device', { optional: true })).toEqualTypeOf<DeviceInfo | undefined>();
    expectTypeOf(useKitService('i18n', { optional: true })).toEqualTypeOf<LanguageService | undefined>();
    expectTypeOf(useKitService('poster', { whenUsed: true })).toEqualTypeOf<() => PosterMaker>();
    // @ts-expect-error every kit has its device: not a feature's service
    useKitService('device');
    // @ts-expect-error not a service the widgets read
    useKitService('tracking');
  });
});
