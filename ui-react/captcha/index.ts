export { CaptchaDialog, type CaptchaDialogProps } from './captcha-dialog';
export { createCaptchaController, type CaptchaController, type CaptchaControllerState } from '../../domain/captcha/captcha-controller';
