import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CaptchaDialog, CampaignKitProvider } from 'campaign-kit/react';
import 'campaign-kit/react/styles.css';
import { GalleryApp } from './gallery-app';
import { captcha, kit } from './kit';
import './gallery.css';

const root = document.getElementById('root');
if (!root) throw new Error('gallery page: #root is missing from gallery.html');

createRoot(root).render(
  <StrictMode>
    <CampaignKitProvider kit={kit}>
      <GalleryApp />
      <CaptchaDialog controller={captcha} />
    </CampaignKitProvider>
  </StrictMode>,
);
