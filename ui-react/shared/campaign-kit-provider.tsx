import { useContext, useMemo, type ReactNode } from 'react';
import type { AllFeatures } from '../../composition/features/index';
import type { CampaignKit, KitBase } from '../../composition/kit';
import { CampaignKitError } from '../../ports/errors';
import { CampaignKitContext, type CampaignKitServices, type ProvidedKit } from './kit-services';

/** Props of {@link CampaignKitProvider} given the page's kit. */
export interface CampaignKitProviderKitProps {
  /** The page's kit, from `createCampaignKit(options)` (or `createTestKit()` in tests). */
  readonly kit: KitBase;
  readonly services?: undefined;
  readonly children?: ReactNode;
}

/** Props of {@link CampaignKitProvider} given services built by hand. */
export interface CampaignKitProviderServicesProps {
  /**
   * Services built by hand, named as the kit's members (see {@link CampaignKitServices}), e.g.
   * `{ media }` or `{ account, reservation }`: the widgets below need no kit, so the page
   * bundles neither `createCampaignKit` nor its container.
   */
  readonly services: CampaignKitServices;
  readonly kit?: undefined;
  readonly children?: ReactNode;
}

/** Props of {@link CampaignKitProvider}: the page's kit, or the services it built by hand (one of the two). */
export type CampaignKitProviderProps = CampaignKitProviderKitProps | CampaignKitProviderServicesProps;

/**
 * Makes a kit, or services built by hand, available to the campaign-kit widgets below it, which
 * read one service each ({@link useKitService}): `<YouTubePlayer>` reads `media`, `<ReserveButton>`
 * `reservation`, `<EasyLogin>` `account` (and `reservation`, `device` when there). A kit is a
 * valid services object, so `kit={kit}` and `services={kit}` give the widgets the same services;
 * `kit` also serves {@link useCampaignKit}. Replacing the kit or a service (hot reload replaces
 * the kit) rebuilds what the widgets built from the old one.
 * @throws CampaignKitError `INVALID_ARGUMENT` when given both `kit` and `services`, or neither.
 * @see docs/features.md (Without the container: the services each widget needs)
 * @example
 * ```tsx
 * const kit = createCampaignKit({ aid: 1128, appId: '1', activityId: 'spring', features: [account()] });
 * createRoot(root).render(<CampaignKitProvider kit={kit}><App /></CampaignKitProvider>);
 * ```
 * @example Without the container: services built by hand
 * ```tsx
 * import { MediaService } from 'campaign-kit/media';
 * import { DocumentVisibilityAdapter, DomScriptLoaderAdapter, GlobalYouTubeAdapter, HtmlFrameImagesAdapter, HtmlMediaElementsAdapter,
 *   WindowClockAdapter, WindowMediaEnvironmentAdapter } from 'campaign-kit/adapters';
 *
 * const clock = new WindowClockAdapter();
 * const media = new MediaService({
 *   clock, page: new DocumentVisibilityAdapter(), scriptLoader: new DomScriptLoaderAdapter(document, clock), youtube: new GlobalYouTubeAdapter(),
 *   elements: new HtmlMediaElementsAdapter(), images: new HtmlFrameImagesAdapter(), environment: new WindowMediaEnvironmentAdapter(),
 * });
 * createRoot(root).render(<CampaignKitProvider services={{ media }}><YouTubePlayer videoId="M7lc1UVf-VE" title="Trailer" /></CampaignKitProvider>);
 * ```
 */
export function CampaignKitProvider({ kit, services, children }: CampaignKitProviderProps) {
  const value = useMemo((): ProvidedKit => {
    if ((kit == null) === (services == null)) {
      throw new CampaignKitError('INVALID_ARGUMENT', '<CampaignKitProvider> takes kit={createCampaignKit(...)} or services={{ ... }}: one of the two');
    }
    return kit ? { kit, services: kit } : { kit: null, services: services! };
  }, [kit, services]);
  return <CampaignKitContext.Provider value={value}>{children}</CampaignKitContext.Provider>;
}

/**
 * The kit of the nearest {@link CampaignKitProvider}, typed with every feature's members: a
 * member whose feature the page did not list throws `FEATURE_MISSING` when read, naming it.
 * Widgets read one service with {@link useKitService} instead, which also works under services
 * built by hand.
 * @throws CampaignKitError `NOT_INITIALIZED` when called outside a provider, or under a provider
 *   given `services` rather than a kit.
 */
export function useCampaignKit(): CampaignKit<AllFeatures> {
  const provided = useContext(CampaignKitContext);
  if (!provided) throw new CampaignKitError('NOT_INITIALIZED', 'useCampaignKit() needs a <CampaignKitProvider kit={createCampaignKit(...)}> above this component');
  if (!provided.kit) {
    throw new CampaignKitError(
      'NOT_INITIALIZED',
      'useCampaignKit() needs a <CampaignKitProvider kit={...}>: this provider has services built by hand, read one with useKitService(name)',
    );
  }
  return provided.kit as CampaignKit<AllFeatures>;
}
