import './account.css';

export { SmsLoginForm } from './sms-login-form';
export { EmailLoginForm } from './email-login-form';
export { PasswordLoginForm } from './password-login-form';
export { QrLoginPanel } from './qr-login-panel';
export { AppAuthButton } from './app-auth-button';
export { AccountPanel } from './account-panel';
export { PasswordResetForm } from './password-reset-form';
export { CancellationForm } from './cancellation-form';
export { MobileBindForm } from './mobile-bind-form';
export { ProviderButtons } from './provider-buttons';
export { SecondVerifyDialog } from './second-verify-dialog';
export { createSecondVerifyController, type SecondVerifyController, type SecondVerifyState } from './second-verify-controller';
export type { LoginType } from '../../domain/account/login-types';
