import { CaptchaDialog, CampaignKitProvider } from 'campaign-kit/react';
import 'campaign-kit/react/styles.css';
import { GalleryApp } from './gallery-app';
import { captcha, kit } from './kit';
import './gallery.css';
import { mountPage } from './mount-page';

mountPage(
  'gallery.html',
  <CampaignKitProvider kit={kit}>
    <GalleryApp />
    <CaptchaDialog controller={captcha} />
  </CampaignKitProvider>,
);
