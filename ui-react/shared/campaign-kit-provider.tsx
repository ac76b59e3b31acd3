import { createContext, useContext, type ReactNode } from 'react';
import type { AllFeatures } from '../../composition/features/index';
import type { CampaignKit, KitBase } from '../../composition/kit';
import { CampaignKitError } from '../../ports/errors';

const CampaignKitContext = createContext<KitBase | null>(null);

/** Props of {@link CampaignKitProvider}. */
export interface CampaignKitProviderProps {
  /** The page's kit, from `createCampaignKit(options)` (or `createTestKit()` in tests). */
  readonly kit: KitBase;
  readonly children?: ReactNode;
}

/**
 * Makes a kit available to the campaign-kit components and {@link useCampaignKit} below it.
 * @example
 * ```tsx
 * const kit = createCampaignKit({ aid: 1128, appId: '1', activityId: 'spring', features: [account()] });
 * createRoot(root).render(<CampaignKitProvider kit={kit}><App /></CampaignKitProvider>);
 * ```
 */
export function CampaignKitProvider({ kit, children }: CampaignKitProviderProps) {
  return <CampaignKitContext.Provider value={kit}>{children}</CampaignKitContext.Provider>;
}

/**
 * The kit of the nearest {@link CampaignKitProvider}, typed with every feature's members: a
 * member whose feature the page did not list throws `FEATURE_MISSING` when read, naming it.
 * @throws CampaignKitError `NOT_INITIALIZED` when called outside a provider.
 */
export function useCampaignKit(): CampaignKit<AllFeatures> {
  const kit = useContext(CampaignKitContext);
  if (!kit) {
    throw new CampaignKitError(
      'NOT_INITIALIZED',
      'useCampaignKit() needs a <CampaignKitProvider kit={createCampaignKit(...)}> above this component',
    );
  }
  return kit as CampaignKit<AllFeatures>;
}

/** The kit of the nearest {@link CampaignKitProvider}, or `null` outside one (for widgets that also work without a kit). */
export function useOptionalCampaignKit(): KitBase | null {
  return useContext(CampaignKitContext);
}
