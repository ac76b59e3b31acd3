// Event reporting built by hand: the tracking service on the browser adapters it needs, no
// container (its bundle must hold no inversify and no axios).
import { TrackingService } from 'campaign-kit/tracking';
import { CryptoRandomAdapter, FetchHttpAdapter, NavigatorBeaconAdapter, WebStorageAdapter, WindowClockAdapter, WindowPageAdapter } from 'campaign-kit/adapters';

const tracking = new TrackingService({
  http: new FetchHttpAdapter(),
  page: new WindowPageAdapter(),
  storage: new WebStorageAdapter(),
  random: new CryptoRandomAdapter(),
  clock: new WindowClockAdapter(),
  beacon: new NavigatorBeaconAdapter(),
},
  { aid: 1128, appId: 'demo-app', activityId: 'demo-activity', zone: 'cn', apiOrigin: location.origin },
);
tracking.sendPending();
void tracking.track('act_H5_open');
document.querySelector('#cta')?.addEventListener('click', () => void tracking.track('act_click', { button: 'cta' }));
