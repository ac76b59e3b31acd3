import { account, consent, content, createCampaignKit, download, media, monitoring, navBar, poster, reservation, share, siteConfig, tracking } from 'campaign-kit';
import { createCaptchaController } from 'campaign-kit/react';
import { DEMO_CONSENT } from './consent-config';
import { DEMO_SHARE } from './share-config';
import { installSimulatedPlatform } from './fake-bridges/install';

installSimulatedPlatform();

/** Shows the server's captcha demands in the page's <CaptchaDialog>. */
export const captcha = createCaptchaController();

/** The page's one kit, pointed at the contract server (or at VITE_CAMPAIGN_KIT_API_ORIGIN). */
export const kit = createCampaignKit({
  aid: 1128,
  appId: 'demo-app',
  activityId: 'demo-activity',
  apiOrigin: import.meta.env.VITE_CAMPAIGN_KIT_API_ORIGIN || window.location.origin,
  features: [
    account({ captcha }),
    // Inside the short-video app (?simulate=app), a new reservation also reserves the game there.
    reservation({ appReservation: { gameId: 'demo-game' } }),
    tracking({ zone: 'cn' }),
    consent(DEMO_CONSENT),
    share(DEMO_SHARE),
    download({ unifiedGameId: 'demo-game' }),
    siteConfig({ pid: 'demo-home', scriptOrigins: [window.location.origin], allowInjectStyle: true, applyOnStart: false }),
    poster(),
    navBar(),
    // The content calls go to the contract server too, whatever the host table says.
    content({ origin: import.meta.env.VITE_CAMPAIGN_KIT_API_ORIGIN || window.location.origin }),
    // The hero's trailer and music, the rewards' chest animation and gachakon.
    media(),
    // Page health: errors, failed images and calls, vitals; sent once the visitor accepts the analytics
    // cookies. Every failed image and call is reported here (SPEC §9 samples 1 % of them); with
    // ?monitor_all=1, every resource timing too (each call the page makes).
    monitoring({ sampleRates: { pageview: 1, resourceError: 1, http: 1, ...(new URLSearchParams(window.location.search).has('monitor_all') ? { resource: 1 } : {}) } }),
  ],
});
void kit.start();
