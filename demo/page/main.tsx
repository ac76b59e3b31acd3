import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CaptchaDialog, CampaignKitProvider } from 'campaign-kit/react';
import 'campaign-kit/react/styles.css';
import { App } from './app';
import { captcha, kit } from './kit';
import './page.css';

const root = document.getElementById('root');
if (!root) throw new Error('demo page: #root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <CampaignKitProvider kit={kit}>
      <App />
      <CaptchaDialog controller={captcha} />
    </CampaignKitProvider>
  </StrictMode>,
);
