import type { ComponentType, ReactNode } from 'react';
import type { Language } from '../../domain/i18n/language';
import type { WidgetTexts } from '../../domain/i18n/widget-texts';
import type { LoginWidgetMachine, LoginWidgetState } from '../../domain/login-widget/login-widget.machine';
import type { CodeFieldProps } from './code-field';

/**
 * What the easy-login widget hands each mode's form. The lazily loaded forms get the texts and
 * the shared parts from the widget instead of importing them, so their chunks hold only their own code.
 */
export interface LoginModeFormProps {
  readonly machine: LoginWidgetMachine;
  /** The machine's state, as the widget last rendered it. */
  readonly state: LoginWidgetState;
  /** The widget texts in the widget language. */
  readonly texts: WidgetTexts;
  /** The widget language. */
  readonly language: Language;
  /** The code input with its get-code button and countdown. */
  readonly CodeField: ComponentType<CodeFieldProps>;
  /** The login button. */
  readonly submit: ReactNode;
  /** Shown between the inputs and the login button (the widget's modules and privacy checkboxes). */
  readonly children?: ReactNode;
}
