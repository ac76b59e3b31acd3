import { LAYOUT_TEXTS, type LayoutTexts } from '../../domain/i18n/layout-texts';
import { useWidgetLanguage } from '../i18n/widget-language';

/** The layout texts in the widget language. */
export function useLayoutTexts(): LayoutTexts {
  return LAYOUT_TEXTS[useWidgetLanguage()];
}
