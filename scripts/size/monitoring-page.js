// Monitoring built by hand: the monitor on the browser adapters it needs, no container (its bundle
// must hold no inversify or axios). Of the page it reads only the visit (address, user agent,
// referrer, visibility, pagehide): WindowPageVisitAdapter, not the whole WindowPageAdapter; of the
// clock, the time and one-shot timers: WindowTimerAdapter, not the whole WindowClockAdapter. The page's
// own transport (FetchHttpAdapter) also carries the monitor's batches. web-vitals loads with import()
// when the monitor starts, so it is a lazy chunk here: the budget's "with web-vitals" figure is the
// initial JS plus it.
import { MonitoringService } from 'campaign-kit/monitoring';
import { CryptoRandomAdapter, FetchHttpAdapter, NavigatorBeaconAdapter, WindowPageHealthAdapter, WindowPageVisitAdapter, WindowTimerAdapter } from 'campaign-kit/adapters';

const http = new FetchHttpAdapter();
const monitor = new MonitoringService({
  http,
  page: new WindowPageVisitAdapter(),
  pageHealth: new WindowPageHealthAdapter(),
  random: new CryptoRandomAdapter(),
  clock: new WindowTimerAdapter(),
  beacon: new NavigatorBeaconAdapter(),
},
  { appId: 'demo-app', aid: 1128, activityId: 'demo-activity', collectOrigin: location.origin },
);
monitor.start();
// The page's own calls go through the watched port: each failure is reported.
const api = monitor.watchHttp(http);
document.querySelector('#cta')?.addEventListener('click', () => void api.request({ method: 'GET', url: '/act/demo-app/passport/login_check' }));
