// Type-level tests of campaign-kit/react, checked by `npm run typecheck`, never run.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  AccountService,
  ConsentService,
  DownloadService,
  FeatureName,
  LanguageService,
  LocationService,
  MailService,
  NavBarSwipe,
  PassportService,
  PosterMaker,
  ReservationService,
  ServerService,
  ShareService,
  SiteConfigService,
  TrackingService,
} from 'campaign-kit';
import { CampaignKitProvider, useCampaignKit, type CampaignKitProviderProps } from 'campaign-kit/react';
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
