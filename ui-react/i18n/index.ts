export { WidgetLanguage, useWidgetLanguage, type WidgetLanguageProps } from './widget-language';
export { useTexts, usePageText, type PageTextPicker } from './use-texts';
export { useErrorMessage } from './use-error-message';
export { errorMessage } from './error-message';
export { useI18n } from './use-i18n';
