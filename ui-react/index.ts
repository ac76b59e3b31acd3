/**
 * campaign-kit/react: the provider, the state hook and the widgets, layered on the domain's
 * observables. Importing this entry brings the widgets' styles (`campaign-kit/react/styles.css`).
 * @packageDocumentation
 */
import './styles.css';

export { useStateSource } from './use-state-source';
export { CampaignKitProvider, useCampaignKit, type CampaignKitProviderProps } from './campaign-kit-provider';
export { EasyLogin, type EasyLoginProps } from './easy-login';
export { ReserveButton, type ReserveButtonProps } from './reserve-button';
export { MilestoneCounter, type MilestoneCounterProps } from './milestone-counter';
export { CaptchaDialog, type CaptchaDialogProps } from './captcha-dialog';
export { createCaptchaController, type CaptchaController, type CaptchaControllerState } from './captcha-controller';
