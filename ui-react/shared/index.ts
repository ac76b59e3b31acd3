export {
  CampaignKitProvider,
  useCampaignKit,
  type CampaignKitProviderProps,
  type CampaignKitProviderKitProps,
  type CampaignKitProviderServicesProps,
} from './campaign-kit-provider';
export { useKitService, type KitServiceOptions, type CampaignKitServices, type KitServiceName, type FeatureServiceName, type MediaBuilders } from './kit-services';
export { useStateSource, type StateSelection } from './use-state-source';
