import { useState } from 'react';
import { SilentDownloadDialog, useCampaignKit, useTexts } from 'campaign-kit/react';
import { SIMULATE_PARAM } from './fake-bridges/install';
import { GALLERY_COPY } from './gallery-copy';

/**
 * The silent-download dialog's old version (SPEC §2: reservation succeeded, the smart WiFi download
 * question, subscribe and cancel), opened on demand: in the app (or the simulated app) only, as the
 * kit offers it after a first reservation.
 */
export function DownloadDialogShowcase() {
  const { download } = useCampaignKit();
  const copy = useTexts(GALLERY_COPY);
  const [outsideApp, setOutsideApp] = useState(false);
  const preview = () => {
    setOutsideApp(!download.offer(true, 'old'));
  };
  return (
    <section className="gallery__section" aria-labelledby="demo-download-dialog-title">
      <h2 id="demo-download-dialog-title">{copy.downloadDialogTitle}</h2>
      <p>{copy.downloadDialogIntro}</p>
      <button type="button" className="demo-furniture__button" onClick={preview}>
        {copy.previewOldDialog}
      </button>
      {outsideApp ? (
        <p role="status">
          {copy.onlyInApp} <a href={`?${SIMULATE_PARAM}=app`}>{copy.simulateApp}</a>
        </p>
      ) : null}
      <SilentDownloadDialog />
    </section>
  );
}
