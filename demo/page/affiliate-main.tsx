import { affiliate, createCampaignKit } from 'campaign-kit';
import { CampaignKitProvider, useTexts } from 'campaign-kit/react';
import { AffiliateConsole } from 'campaign-kit/affiliate/react';
import 'campaign-kit/react/affiliate.css';
import { DocumentTitle, LanguageRoot } from './language-root';
import { AFFILIATE_PAGE_TITLE } from './page-copy';
import { mountPage } from './mount-page';

const origin = import.meta.env.VITE_CAMPAIGN_KIT_API_ORIGIN || window.location.origin;

/** The affiliate console page's kit: only the affiliate area, on the contract server. */
const kit = createCampaignKit({
  aid: 1128,
  appId: 'demo-app',
  activityId: 'demo-activity',
  apiOrigin: origin,
  passport: { signingScriptUrl: `${origin}/passport/web/acrawler.js` },
  features: [affiliate()],
});

const params = new URLSearchParams(window.location.search);

/** Drops the used invite ticket from the address, so a reload does not offer it again. */
function forgetInviteTicket() {
  const url = new URL(window.location.href);
  url.searchParams.delete('invite_ticket');
  window.history.replaceState(null, '', url);
}

/** The console page's title in the widget language. */
function AffiliateTitle() {
  return <DocumentTitle title={useTexts(AFFILIATE_PAGE_TITLE)} />;
}

mountPage(
  'affiliate.html',
  <CampaignKitProvider kit={kit}>
    <LanguageRoot>
      <AffiliateTitle />
      <AffiliateConsole inviteTicket={params.get('invite_ticket') ?? undefined} inviteUrl="/affiliate.html" onInvitationAccepted={forgetInviteTicket} />
    </LanguageRoot>
  </CampaignKitProvider>,
);
