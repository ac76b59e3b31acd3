import { useEffect, type ReactNode } from 'react';
import { WidgetLanguage, useCampaignKit, useStateSource } from 'campaign-kit/react';

/**
 * Every campaign-kit widget speaks the kit's language (`kit.i18n`); the page's own lang attribute
 * follows the language they show (a ja, ko or zh-TW pack once it has loaded).
 */
export function LanguageRoot({ children }: { readonly children: ReactNode }) {
  const { shown } = useStateSource(useCampaignKit().i18n);
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);
  return <WidgetLanguage>{children}</WidgetLanguage>;
}

/** Sets the document's title (the page's words in the widget language) while it is shown. */
export function DocumentTitle({ title }: { readonly title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
