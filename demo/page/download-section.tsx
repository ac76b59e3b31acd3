import { SilentDownloadDialog, WeixinMask, useCampaignKit, useTexts } from 'campaign-kit/react';
import { DOWNLOAD_COPY } from './page-copy';

/** The demo's game download address (any address: the kit only navigates to it). */
const DOWNLOAD_URL = '/download/star-abyss.apk';

/** The download button, the weixin mask it may show (Android weixin), and the silent-download dialog (inside the app). */
export function DownloadSection() {
  const kit = useCampaignKit();
  const copy = useTexts(DOWNLOAD_COPY);
  return (
    <section className="demo-share" aria-labelledby="demo-download-title">
      <h2 id="demo-download-title">{copy.title}</h2>
      <button type="button" className="ck-share__button" data-page-copy="" onClick={() => kit.download.download(DOWNLOAD_URL)}>
        {copy.download}
      </button>
      <WeixinMask mask={kit.download.mask} image="/favicon.svg" />
      <SilentDownloadDialog />
    </section>
  );
}
