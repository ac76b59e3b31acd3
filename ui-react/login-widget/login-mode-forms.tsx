import type { LoginMode } from '../../domain/login-widget/login-widget.machine';
import EmailCodeModeForm from './email-code-mode-form';
import type { LoginModeFormProps } from './login-mode-form-props';
import PasswordModeForm from './password-mode-form';

/** The easy-login widget's forms loaded on demand: the password and the email mode's, in one chunk. */
export default function LoginModeForms({ mode, ...props }: LoginModeFormProps & { readonly mode: Exclude<LoginMode, 'mobile'> }) {
  return mode === 'password' ? <PasswordModeForm {...props} /> : <EmailCodeModeForm {...props} />;
}
