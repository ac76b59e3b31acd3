import { account, createCampaignKit, providers } from 'campaign-kit';
import { createCaptchaController, createSecondVerifyController } from 'campaign-kit/react';
import { installSimulatedPlatform } from './fake-bridges/install';

installSimulatedPlatform();

const origin = import.meta.env.VITE_CAMPAIGN_KIT_API_ORIGIN || window.location.origin;

/** Picture captchas (the older 1105 flow) go to the page's <CaptchaDialog>. */
export const captcha = createCaptchaController();
/** Second-verification demands (2046) go to the page's <SecondVerifyDialog>. */
export const secondVerify = createSecondVerifyController();

/**
 * The account page's kit: the passport, its signing script and the verification widget all on the
 * contract server. Every method goes through `kit.account`; the SMS code by the passport web area.
 */
export const kit = createCampaignKit({
  aid: 1128,
  appId: 'demo-app',
  activityId: 'demo-activity',
  apiOrigin: origin,
  passport: { signingScriptUrl: `${origin}/passport/web/acrawler.js` },
  features: [
    account({
      sms: 'passport',
      captcha,
      secondVerify,
      verification: { settingsUrl: `${origin}/captcha/settings`, scriptOrigins: [origin] },
    }),
    providers([
      // The contract server's fake providers stand in for the real authorize pages.
      { type: 'google', platform_app_id: 12, client_id: 'demo-google', authorizeUrl: `${origin}/oauth/google/authorize` },
      { type: 'line', platform_app_id: 14, client_id: 'demo-line', mode: 'popup', authorizeUrl: `${origin}/oauth/line/authorize` },
      { type: 'facebook', platform_app_id: 13, app_id: 'demo-facebook', mode: 'popup', authorizeUrl: `${origin}/oauth/facebook/authorize` },
      { type: 'weibo', platform_app_id: 17, client_id: 'demo-weibo', authorizeUrl: `${origin}/oauth/weibo/authorize` },
      { type: 'vk', platform_app_id: 16, app_key: 'demo-vk', authorizeUrl: `${origin}/oauth/vk/authorize` },
      { type: 'tiktok', platform_app_id: 18, client_key: 'demo-tiktok', authorizeUrl: `${origin}/oauth/tiktok/authorize` },
      { type: 'kakao', platform_app_id: 19, app_secret: 'demo-kakao', authorizeUrl: `${origin}/oauth/kakao/authorize` },
      { type: 'douyin', platform_app_id: 20, client_key: 'demo-douyin', authorizeUrl: `${origin}/oauth/douyin/authorize` },
      { type: 'toutiao', platform_app_id: 21, client_key: 'demo-toutiao', authorizeUrl: `${origin}/oauth/toutiao/authorize` },
      { type: 'twitter', platform_app_id: 15 },
      { type: 'apple', platform_app_id: 11 },
    ]),
  ],
});
void kit.start();
