export { CampaignKitProvider, useCampaignKit, type CampaignKitProviderProps } from './campaign-kit-provider';
export { useKitService, useOptionalKitService, type CampaignKitServices, type KitServiceName, type FeatureServiceName } from './kit-services';
export { useStateSource } from './use-state-source';
