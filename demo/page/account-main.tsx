import { CaptchaDialog, CampaignKitProvider, SecondVerifyDialog } from 'campaign-kit/react';
import 'campaign-kit/react/styles.css';
import { AccountApp } from './account-app';
import { captcha, kit, secondVerify } from './account-kit';
import { LanguageRoot } from './language-root';
import './account.css';
import { mountPage } from './mount-page';

mountPage(
  'account.html',
  <CampaignKitProvider kit={kit}>
    <LanguageRoot>
      <AccountApp />
      <CaptchaDialog controller={captcha} />
      <SecondVerifyDialog controller={secondVerify} />
    </LanguageRoot>
  </CampaignKitProvider>,
);
