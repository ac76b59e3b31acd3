import { useEffect, type ReactNode } from 'react';
import type { FooterOptions, Language } from 'campaign-kit';
import { CookieConsent, Footer, TopBar, WidgetLanguage, useCampaignKit, useStateSource } from 'campaign-kit/react';

const DEMO_LICENCE = {
  'zh-CN': '审批文号：国新出审[2026]0001号 出版物号：ISBN 978-7-0000-0001-0',
  en: 'Approval No. GXCS[2026]0001 · ISBN 978-7-0000-0001-0',
};

/** The demo publisher's footer lines (fictional numbers), in both languages. */
export const DEMO_FOOTER: FooterOptions = {
  licenceTable: { '127.0.0.1': DEMO_LICENCE, localhost: DEMO_LICENCE },
  policeFiling: { text: { 'zh-CN': '京公网安备 00000000000000号（演示）', en: 'Beijing Public Security Filing 00000000000000 (demo)' } },
  icp: { text: { 'zh-CN': '京ICP备00000000号-1（演示）', en: 'ICP Filing 00000000-1 (demo)' } },
  copyright: { 'zh-CN': '© 2026 星渊工作室（虚构） 版权所有', en: '© 2026 Starabyss Studio (fictional). All rights reserved.' },
};

/** Every campaign-kit widget speaks the kit's language (`kit.i18n`); the page's own lang attribute follows it. */
export function LanguageRoot({ children }: { readonly children: ReactNode }) {
  const { language } = useStateSource(useCampaignKit().i18n);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <WidgetLanguage>{children}</WidgetLanguage>;
}

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '中文', en: 'English' };

/** 中文 / English buttons over `kit.i18n`. */
export function LanguageSwitch() {
  const { i18n } = useCampaignKit();
  const { language } = useStateSource(i18n);
  return (
    <div className="demo-language" role="group" aria-label="语言 / Language" data-page-copy="">
      {(Object.keys(LANGUAGE_NAMES) as Language[]).map((option) => (
        <button key={option} type="button" className="demo-language__option" aria-pressed={language === option} onClick={() => i18n.set(option)}>
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}

/** The publisher's white top bar: the gallery page's header, with the page's links and the language switch. */
export function PublisherTopBar({ children }: { readonly children?: ReactNode }) {
  return (
    <TopBar logo="/favicon.svg" logoAlt={{ 'zh-CN': '星渊工作室', en: 'Starabyss Studio' }} href="./">
      {children}
      <LanguageSwitch />
    </TopBar>
  );
}

/** The publisher's footer (desktop or mobile by viewport) and the cookie banner and panel. */
export function PublisherFooter() {
  const { consent } = useCampaignKit();
  return (
    <>
      <Footer {...DEMO_FOOTER} theme="dark" layout="auto" />
      <CookieConsent consent={consent} />
    </>
  );
}
