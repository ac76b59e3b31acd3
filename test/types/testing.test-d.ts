// Type-level tests of campaign-kit/testing, checked by `npm run typecheck`, never run.
import { describe, expectTypeOf, it } from 'vitest';
import { account, reservation, tracking, type CampaignKit } from 'campaign-kit';
import { type TrackingService } from 'campaign-kit/tracking';
import { type ReservationService } from 'campaign-kit/reservation';
import { type AccountService } from 'campaign-kit/account';
import {
  createTestKit,
  withFeatures,
  FakeBridge,
  FakeCanvas,
  FakeClock,
  FakeDomInjection,
  FakePage,
  FakePopup,
  FakeScriptLoader,
  FakeTouch,
  FakeVerificationSdk,
  InMemoryStorage,
  type TestKit,
  type TestKitHandles,
} from 'campaign-kit/testing';

describe('createTestKit', () => {
  it('has the fakes’ handles', () => {
    const kit = createTestKit();
    expectTypeOf(kit.clock).toEqualTypeOf<FakeClock>();
    expectTypeOf(kit.clock.advance).parameter(0).toBeNumber();
    expectTypeOf(kit.bridge).toEqualTypeOf<FakeBridge>();
    expectTypeOf(kit.page).toEqualTypeOf<FakePage>();
    expectTypeOf(kit.storage).toEqualTypeOf<InMemoryStorage>();
    expectTypeOf(kit.scriptLoader).toEqualTypeOf<FakeScriptLoader>();
    expectTypeOf(kit.domInjection).toEqualTypeOf<FakeDomInjection>();
    expectTypeOf(kit.verificationSdk).toEqualTypeOf<FakeVerificationSdk>();
    expectTypeOf(kit.popup).toEqualTypeOf<FakePopup>();
    expectTypeOf(kit.canvas).toEqualTypeOf<FakeCanvas>();
    expectTypeOf(kit.touch).toEqualTypeOf<FakeTouch>();
    expectTypeOf(kit.fetchMock.route).toBeFunction();
    expectTypeOf(kit).toMatchTypeOf<TestKitHandles>();
  });

  it('lists every feature that needs no options by default, and not tracking', () => {
    const kit = createTestKit();
    expectTypeOf(kit.account).toEqualTypeOf<AccountService>();
    expectTypeOf(kit.reservation).toEqualTypeOf<ReservationService>();
    // @ts-expect-error tracking() needs options, so it is not in the default list
    void kit.tracking;
  });

  it('follows the features it is given', () => {
    const kit = createTestKit({ features: [account()] });
    expectTypeOf(kit.account).toEqualTypeOf<AccountService>();
    expectTypeOf(kit.clock).toEqualTypeOf<FakeClock>();
    // @ts-expect-error reservation() is not listed
    void kit.reservation;
    expectTypeOf(kit).toMatchTypeOf<CampaignKit<[ReturnType<typeof account>]>>();
  });

  it('withFeatures(tracking({ zone })) adds kit.tracking to the defaults', () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn' })) });
    expectTypeOf(kit.tracking).toEqualTypeOf<TrackingService>();
    expectTypeOf(kit.account).toEqualTypeOf<AccountService>();
    expectTypeOf(kit.reservation).toEqualTypeOf<ReservationService>();
    expectTypeOf(kit).toMatchTypeOf<TestKit<readonly [ReturnType<typeof reservation>]>>();
    // @ts-expect-error zone is 'cn' or 'sg'
    withFeatures(tracking({ zone: 'us' }));
  });
});
