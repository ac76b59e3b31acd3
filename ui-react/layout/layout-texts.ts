import { LAYOUT_TEXTS, type LayoutTexts } from '../../domain/i18n/layout-texts';
import { useTexts } from '../i18n/use-texts';

/** The layout texts in the widget language. */
export function useLayoutTexts(): LayoutTexts {
  return useTexts(LAYOUT_TEXTS);
}
