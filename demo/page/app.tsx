import { useState } from 'react';
import { useTexts } from 'campaign-kit/react';
import type { LoginWidgetEvent } from 'campaign-kit/account';
import { Features } from './features';
import { Hero } from './hero';
import { LoginModal } from './login-modal';
import type { ReservationNotice } from './page-copy';
import { Rewards } from './rewards';
import { ShareSection } from './share-section';
import { DownloadSection } from './download-section';
import { PosterSection } from './poster-section';
import { NewsSection } from './news-section';
import { PageHealthSection } from './page-health-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PublisherFooter } from './furniture';
import { DocumentTitle, LanguageRoot } from './language-root';
import { SITE_COPY } from './site-copy';
import './furniture.css';

/** The campaign page: one header, hero with the reservation, features, rewards, footer, login modal. */
export function App() {
  const [loginOpen, setLoginOpen] = useState(false);
  const [notice, setNotice] = useState<ReservationNotice>();

  const openLogin = () => {
    setNotice(undefined);
    setLoginOpen(true);
  };
  const onLoginEvent = (event: LoginWidgetEvent) => setNotice(noticeOf(event));
  const copy = useTexts(SITE_COPY);

  return (
    <LanguageRoot>
      <DocumentTitle title={copy.pageTitle} />
      <SiteHeader onLogin={openLogin} />
      <main>
        <Hero onNeedLogin={openLogin} />
        <Features />
        <NewsSection />
        <Rewards />
        <ShareSection />
        <DownloadSection />
        <PosterSection />
        <PageHealthSection />
      </main>
      <SiteFooter />
      <PublisherFooter />
      {loginOpen ? <LoginModal notice={notice} onEvent={onLoginEvent} onClose={() => setLoginOpen(false)} /> : null}
    </LanguageRoot>
  );
}

function noticeOf(event: LoginWidgetEvent): ReservationNotice | undefined {
  if (event.type !== 'reservation') return undefined;
  return event.first_time ? 'first' : 'again';
}
