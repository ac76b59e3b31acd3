import type { ReactNode } from 'react';
import type { Language } from 'campaign-kit';
import type { FooterOptions } from 'campaign-kit/device';
import { STUDIO } from './studio-name';
import { CookieConsent, Footer, TopBar, useCampaignKit, useStateSource } from 'campaign-kit/react';

const DEMO_LICENCE = {
  'zh-CN': '审批文号：国新出审[2026]0001号 出版物号：ISBN 978-7-0000-0001-0',
  en: 'Approval No. GXCS[2026]0001 · ISBN 978-7-0000-0001-0',
  ja: '審査番号：国新出審[2026]0001号 出版物番号：ISBN 978-7-0000-0001-0',
  ko: '심의 번호 GXCS[2026]0001 · 출판물 번호 ISBN 978-7-0000-0001-0',
  'zh-TW': '審批文號：國新出審[2026]0001號 出版物號：ISBN 978-7-0000-0001-0',
};

/** The demo publisher's footer lines (fictional numbers), in every language. */
export const DEMO_FOOTER: FooterOptions = {
  licenceTable: { '127.0.0.1': DEMO_LICENCE, localhost: DEMO_LICENCE },
  policeFiling: { text: { 'zh-CN': '京公网安备 00000000000000号（演示）', en: 'Beijing Public Security Filing 00000000000000 (demo)', ja: '京公網安備 00000000000000号（デモ）', ko: '베이징 공안 등록 00000000000000 (데모)', 'zh-TW': '京公網安備 00000000000000號（示範）' } },
  icp: { text: { 'zh-CN': '京ICP备00000000号-1（演示）', en: 'ICP Filing 00000000-1 (demo)', ja: '京ICP備00000000号-1（デモ）', ko: 'ICP 등록 00000000-1 (데모)', 'zh-TW': '京ICP備00000000號-1（示範）' } },
  copyright: {
    'zh-CN': '© 2026 星渊工作室（虚构） 版权所有',
    en: '© 2026 Starabyss Studio (fictional). All rights reserved.',
    ja: '© 2026 スターアビス・スタジオ（架空） All rights reserved.',
    ko: '© 2026 스타어비스 스튜디오(가상) All rights reserved.',
    'zh-TW': '© 2026 星淵工作室（虛構） 版權所有',
  },
};

/** Each language by its own name (the button carries its `lang`). */
const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', en: 'English', ja: '日本語', ko: '한국어', 'zh-TW': '繁體中文' };

/** One button per language over `kit.i18n`. */
export function LanguageSwitch() {
  const { i18n } = useCampaignKit();
  const { language } = useStateSource(i18n);
  return (
    <div className="demo-language" role="group" aria-label="语言 / Language" data-page-copy="">
      {(Object.keys(LANGUAGE_NAMES) as Language[]).map((option) => (
        <button key={option} type="button" lang={option} className="demo-language__option" aria-pressed={language === option} onClick={() => i18n.set(option)}>
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}

/** The publisher's white top bar: the gallery page's header, with the page's links and the language switch. */
export function PublisherTopBar({ children }: { readonly children?: ReactNode }) {
  return (
    <TopBar logo="/favicon.svg" logoAlt={STUDIO} href="./">
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
