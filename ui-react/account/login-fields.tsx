import type { PasswordLoginInput } from '../../domain/account/account.service';
import { MOBILE_PATTERN } from '../../domain/account/mobile-rules';
import { isEmail } from '../../domain/shared/email-rule';

// The fields take their label from the form, so the easy-login widget's lazily loaded forms
// share them without loading the account texts.

/** Props of a login text field: its label, its value and what to do with the next one. */
export interface LoginFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** The account field of a password login: an email, a username or a mobile. */
export function AccountNameField({ label, value, onChange }: LoginFieldProps) {
  return (
    <label className="ck-field">
      <span className="ck-field__label">{label}</span>
      <input className="ck-input" autoComplete="username" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The password field of a login. */
export function PasswordField({ label, value, onChange }: LoginFieldProps) {
  return (
    <label className="ck-field">
      <span className="ck-field__label">{label}</span>
      <input className="ck-input" type="password" autoComplete="current-password" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The email field of an email login. */
export function EmailField({ label, value, onChange }: LoginFieldProps) {
  return (
    <label className="ck-field">
      <span className="ck-field__label">{label}</span>
      <input className="ck-input" type="email" autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** What a password login sends for the account typed: an email, a mobile, else a username. */
export function passwordLoginInput(account: string, password: string): PasswordLoginInput {
  const name = account.trim();
  const input = isEmail(name) ? { email: name } : MOBILE_PATTERN.test(name) ? { mobile: name } : { username: name };
  return { ...input, password };
}
