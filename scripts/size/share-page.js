// The share helpers built by hand: social links, the app share panel and the short link, on the
// browser adapters, no container (its bundle must hold no inversify, axios or qrcode).
import { ShareService } from 'campaign-kit/share';
import { FetchHttpAdapter, NoBridgeAdapter, WindowPageAdapter } from 'campaign-kit/adapters';

const share = new ShareService({ http: new FetchHttpAdapter(), page: new WindowPageAdapter(), bridge: new NoBridgeAdapter() }, {
  info: { url: location.href, title: '星渊回响', description: '预约领取限定奖励', image: `${location.origin}/share.png` },
  shortLinkHost: location.origin,
});

for (const network of ['facebook', 'twitter', 'line']) {
  document.querySelector(`#share-${network}`)?.addEventListener('click', () => share.open(network));
}
document.querySelector('#share-app')?.addEventListener('click', () => void share.appPanel());
document.querySelector('#short-link')?.addEventListener('click', async () => {
  document.querySelector('#link').textContent = await share.shortLink();
});
