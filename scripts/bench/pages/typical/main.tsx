// The typical campaign page of npm run bench:page: the shell plus the kit's usual widgets.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createCampaignKit, account, reservation, tracking, consent } from 'campaign-kit';
import { CampaignKitProvider, EasyLogin, ReserveButton, MilestoneCounter, CaptchaDialog, CookieConsent, TopBar, Footer, createCaptchaController } from 'campaign-kit/react';
import 'campaign-kit/react/styles.css';
import { Hero, LOGO, SiteFooter } from '../shell';

const captcha = createCaptchaController();
const kit = createCampaignKit({
  aid: 1128,
  appId: 'demo-app',
  activityId: 'demo-activity',
  apiOrigin: location.origin,
  features: [
    account({ captcha }),
    reservation(),
    tracking({ zone: 'cn' }),
    consent({
      cookieTypes: [
        { name: 'Necessary', cookies: [{ key: 'session', name: 'Session', allowChange: false }] },
        { name: 'Analytics', cookies: [{ key: 'analytics', name: '_ga', provider: 'Example', link: 'https://example.com/ga' }] },
      ],
      banner: { description: 'We use cookies.' },
    }),
  ],
});
void kit.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CampaignKitProvider kit={kit}>
      <TopBar logo={LOGO} logoAlt="星渊工作室" href="/" />
      <main>
        <Hero>
          <EasyLogin />
          <ReserveButton />
          <MilestoneCounter>人已预约</MilestoneCounter>
        </Hero>
      </main>
      <SiteFooter />
      <Footer copyright="© 2026 星渊工作室 版权所有" />
      <CaptchaDialog controller={captcha} />
      <CookieConsent consent={kit.consent} />
    </CampaignKitProvider>
  </StrictMode>,
);
