import { CaptchaDialog, CampaignKitProvider } from 'campaign-kit/react';
import 'campaign-kit/react/styles.css';
import { App } from './app';
import { captcha, kit } from './kit';
import './page.css';
import { mountPage } from './mount-page';

mountPage(
  'index.html',
  <CampaignKitProvider kit={kit}>
    <App />
    <CaptchaDialog controller={captcha} />
  </CampaignKitProvider>,
);
