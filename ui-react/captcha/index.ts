export { CaptchaDialog, type CaptchaDialogProps } from './captcha-dialog';
export { createCaptchaController, type CaptchaController, type CaptchaControllerState } from './captcha-controller';
