import { useEffect, type ReactNode } from 'react';
import type { FooterOptions, Language } from 'campaign-kit';
import { CookieConsent, Footer, TopBar, WidgetLanguage, useCampaignKit, useStateSource } from 'campaign-kit/react';

/** The demo publisher's footer lines (fictional numbers). */
export const DEMO_FOOTER: FooterOptions = {
  licenceTable: {
    '127.0.0.1': '审批文号：国新出审[2026]0001号 出版物号：ISBN 978-7-0000-0001-0',
    localhost: '审批文号：国新出审[2026]0001号 出版物号：ISBN 978-7-0000-0001-0',
  },
  policeFiling: { text: '京公网安备 00000000000000号（演示）' },
  icp: { text: '京ICP备00000000号-1（演示）' },
  copyright: '© 2026 星渊工作室（虚构） 版权所有',
};

/** Gives every campaign-kit widget the language the kit's language helper holds. */
export function LanguageRoot({ children }: { readonly children: ReactNode }) {
  const { language } = useStateSource(useCampaignKit().i18n);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <WidgetLanguage language={language}>{children}</WidgetLanguage>;
}

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '中文', en: 'English' };

/** 中文 / English buttons over `kit.i18n`. */
export function LanguageSwitch() {
  const { i18n } = useCampaignKit();
  const { language } = useStateSource(i18n);
  return (
    <div className="demo-language" role="group" aria-label="语言 / Language">
      {(Object.keys(LANGUAGE_NAMES) as Language[]).map((option) => (
        <button key={option} type="button" className="demo-language__option" aria-pressed={language === option} onClick={() => i18n.set(option)}>
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}

/** The publisher's white top bar, with the language switch. */
export function PublisherTopBar() {
  return (
    <TopBar logo="/favicon.svg" logoAlt="星渊工作室" href="/">
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
