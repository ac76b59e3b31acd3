import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CaptchaDialog, CampaignKitProvider, SecondVerifyDialog } from 'campaign-kit/react';
import 'campaign-kit/react/styles.css';
import { AccountApp } from './account-app';
import { captcha, kit, secondVerify } from './account-kit';
import { LanguageRoot } from './furniture';
import './account.css';

const root = document.getElementById('root');
if (!root) throw new Error('account page: #root is missing from account.html');

createRoot(root).render(
  <StrictMode>
    <CampaignKitProvider kit={kit}>
      <LanguageRoot>
        <AccountApp />
        <CaptchaDialog controller={captcha} />
        <SecondVerifyDialog controller={secondVerify} />
      </LanguageRoot>
    </CampaignKitProvider>
  </StrictMode>,
);
