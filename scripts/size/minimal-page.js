// SMS login and the reservation kit built by hand from the services and the browser adapters,
// without the container: its bundle must hold no inversify, axios or qrcode.
import { AccountService } from 'campaign-kit/account';
import { ReservationService } from 'campaign-kit/reservation';
import { FetchHttpAdapter, WindowClockAdapter, WindowPageAdapter } from 'campaign-kit/adapters';

const http = new FetchHttpAdapter();
const page = new WindowPageAdapter();
const origin = window.location.origin;
const account = new AccountService({ http, page, clock: new WindowClockAdapter() }, { aid: 1128, appId: 'demo-app', activityId: 'demo-activity', apiOrigin: origin, ssoOrigin: origin });
const reservation = new ReservationService({ http, page, login: account }, { appId: 'demo-app', activityId: 'demo-activity', apiOrigin: origin });

document.querySelector('#reserve')?.addEventListener('click', () => void reservation.reserve());
document.querySelector('#code')?.addEventListener('click', () => void account.sendCode('13800000000'));
