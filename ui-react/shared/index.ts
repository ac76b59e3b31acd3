export { CampaignKitProvider, useCampaignKit, type CampaignKitProviderProps } from './campaign-kit-provider';
export { useStateSource } from './use-state-source';
