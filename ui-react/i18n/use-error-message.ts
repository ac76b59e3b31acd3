import { useCallback } from 'react';
import { localizeError } from '../../domain/i18n/localize-error';
import { useWidgetLanguage } from './widget-language';

/** Turns a failure into its text in the widget language (see `errorMessage`). */
export function useErrorMessage(): (error: unknown) => string {
  const language = useWidgetLanguage();
  return useCallback((error: unknown) => localizeError(error, language), [language]);
}
