import { useState } from 'react';
import type { LoginWidgetEvent } from 'campaign-kit';
import { Features } from './features';
import { Hero } from './hero';
import { LoginModal, type LoginNotice } from './login-modal';
import { Rewards } from './rewards';
import { ShareSection } from './share-section';
import { DownloadSection } from './download-section';
import { PosterSection } from './poster-section';
import { NewsSection } from './news-section';
import { PageHealthSection } from './page-health-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PublisherFooter } from './furniture';
import { LanguageRoot } from './language-root';
import './furniture.css';

/** The campaign page: one header, hero with the reservation, features, rewards, footer, login modal. */
export function App() {
  const [loginOpen, setLoginOpen] = useState(false);
  const [notice, setNotice] = useState<LoginNotice>();

  const openLogin = () => {
    setNotice(undefined);
    setLoginOpen(true);
  };
  const onLoginEvent = (event: LoginWidgetEvent) => setNotice(noticeOf(event));

  return (
    <LanguageRoot>
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

function noticeOf(event: LoginWidgetEvent): LoginNotice | undefined {
  if (event.type !== 'reservation') return undefined;
  return event.first_time
    ? { title: '预约成功！', text: '首发福利已为你锁定，邀请好友一起预约，解锁更多奖励。' }
    : { title: '你已预约过啦', text: '公测开启时我们会第一时间通知你，别忘了邀请好友哦。' };
}
