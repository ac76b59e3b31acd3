import { SilentDownloadDialog, WeixinMask, useCampaignKit } from 'campaign-kit/react';

/** The demo's game download address (any address: the kit only navigates to it). */
const DOWNLOAD_URL = '/download/star-abyss.apk';

/** The download button, the weixin mask it may show (Android weixin), and the silent-download dialog (inside the app). */
export function DownloadSection() {
  const kit = useCampaignKit();
  return (
    <section className="demo-share" aria-labelledby="demo-download-title">
      <h2 id="demo-download-title">下载游戏</h2>
      <button type="button" className="ck-share__button" data-page-copy="" onClick={() => kit.download.download(DOWNLOAD_URL)}>
        立即下载
      </button>
      <WeixinMask mask={kit.download.mask} image="/favicon.svg" />
      <SilentDownloadDialog />
    </section>
  );
}
