import { formatCount, formatNumber } from '../../domain/i18n/formats';
import { useWidgetLanguage } from './widget-language';

/**
 * A count in the widget language: abbreviated where the language abbreviates it (10万, 1.2K), with
 * the exact number for screen readers (the abbreviation hidden from them); as it is otherwise.
 */
export function CountText({ count }: { readonly count: number }) {
  const language = useWidgetLanguage();
  const compact = formatCount(count, language);
  if (compact === String(count)) return <>{compact}</>;
  return (
    <>
      <span aria-hidden="true">{compact}</span>
      <span className="ck-visually-hidden">{formatNumber(count, language)}</span>
    </>
  );
}
