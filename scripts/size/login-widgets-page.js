// The easy-login widget, the reserve button and the milestone counter on services built by hand:
// AccountService from campaign-kit/account and ReservationService from campaign-kit/reservation
// on the browser adapters, under <CampaignKitProvider services={{ account, reservation }}>, no
// createCampaignKit and no container (its bundle, lazy chunks included, must hold no inversify,
// reflect-metadata, qrcode or axios). React and react-dom are the page's; the widgets' styles are
// campaign-kit/react/base.css.
import 'campaign-kit/react/base.css';
import { AccountService } from 'campaign-kit/account';
import { ReservationService } from 'campaign-kit/reservation';
import { FetchHttpAdapter, WindowClockAdapter, WindowPageAdapter } from 'campaign-kit/adapters';
import { CampaignKitProvider, EasyLogin, MilestoneCounter, ReserveButton } from 'campaign-kit/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const http = new FetchHttpAdapter();
const page = new WindowPageAdapter();
const origin = window.location.origin;
const account = new AccountService({ http, page, clock: new WindowClockAdapter() }, { aid: 1128, appId: 'demo-app', activityId: 'demo-activity', apiOrigin: origin, ssoOrigin: origin });
const reservation = new ReservationService({ http, page, login: account }, { appId: 'demo-app', activityId: 'demo-activity', apiOrigin: origin });

createRoot(document.getElementById('root')).render(
  createElement(
    CampaignKitProvider,
    { services: { account, reservation } },
    createElement(EasyLogin),
    createElement(ReserveButton),
    createElement(MilestoneCounter, null, '人已预约'),
  ),
);
