import { formatCount, formatNumber } from '../../domain/i18n/formats';
import { useWidgetLanguage } from './widget-language';

/**
 * A count in the widget language: compact where that is shorter (10万, 100K), with the exact
 * number for screen readers (the compact form hidden from them).
 */
export function CountText({ count }: { readonly count: number }) {
  const language = useWidgetLanguage();
  const compact = formatCount(count, language);
  const exact = formatNumber(count, language);
  if (compact === exact) return <>{exact}</>;
  return (
    <>
      <span aria-hidden="true">{compact}</span>
      <span className="ck-visually-hidden">{exact}</span>
    </>
  );
}
