import { useState } from 'react';
import type { BridgeOutcome } from '../../domain/device/bridge-outcome';
import { DOWNLOAD_TEXTS, type DownloadTexts } from '../../domain/i18n/download-texts';
import * as MESSAGES from '../../ports/messages';
import { useKitService } from '../shared/kit-services';
import { useTexts } from '../i18n/use-texts';
import { useStateSource } from '../shared/use-state-source';

/** The dialog's words; the defaults are the widget language's (see `WidgetLanguage`). */
export type SilentDownloadTexts = Omit<DownloadTexts, 'noAnswer' | 'failed'>;

/** Props of {@link SilentDownloadDialog}. */
export interface SilentDownloadDialogProps {
  readonly texts?: Partial<SilentDownloadTexts>;
}

/**
 * The silent-download dialog, shown by `kit.download` after a new reservation inside
 * the short-video app: the old version (reservation succeeded, smart WiFi download, subscribe and
 * cancel) or the new one (WiFi auto download and SMS notification toggles, both on, and confirm;
 * 260 px wide, z-index 999999). When the app did not take the choice (no answer in 3000 ms, or
 * a failure), it says so in the widgets' language (see `WidgetLanguage`) until the visitor taps OK.
 * @example
 * ```tsx
 * <SilentDownloadDialog />
 * ```
 */
export function SilentDownloadDialog({ texts }: SilentDownloadDialogProps) {
  const download = useKitService('download');
  const state = useStateSource(download);
  const defaults = useTexts(DOWNLOAD_TEXTS);
  const [acknowledged, setAcknowledged] = useState<BridgeOutcome>();
  const failure = !state.open && state.outcome && state.outcome.code !== 1 && state.outcome !== acknowledged ? state.outcome : undefined;
  if (failure) {
    const message = failure.message === MESSAGES.bridgeTimeout ? defaults.noAnswer : defaults.failed;
    return (
      <div className="ck-silent-download" role="alertdialog" aria-modal="true" aria-labelledby="ck-silent-download-failure">
        <div className="ck-silent-download__panel">
          <p id="ck-silent-download-failure" className="ck-silent-download__text">
            {message}
          </p>
          <div className="ck-silent-download__actions">
            <button type="button" onClick={() => setAcknowledged(failure)}>
              {defaults.confirm}
            </button>
          </div>
        </div>
      </div>
    );
  }
  if (!state.open) return null;
  const t = { ...defaults, ...texts };
  return (
    <div className="ck-silent-download" role="dialog" aria-modal="true" aria-labelledby="ck-silent-download-title">
      <div className="ck-silent-download__panel">
        <h2 id="ck-silent-download-title" className="ck-silent-download__title">
          {t.title}
        </h2>
        {state.variant === 'old' ? (
          <>
            <p className="ck-silent-download__text">{t.oldQuestion}</p>
            <div className="ck-silent-download__actions">
              <button type="button" onClick={() => download.dismiss()}>
                {t.cancel}
              </button>
              <button type="button" disabled={state.sending} onClick={() => void download.confirm()}>
                {t.subscribe}
              </button>
            </div>
          </>
        ) : (
          <>
            <label className="ck-silent-download__toggle">
              <span>{t.wifi}</span>
              <input type="checkbox" role="switch" checked={state.wifiAutoDownload} onChange={() => download.toggle('wifiAutoDownload')} />
            </label>
            <label className="ck-silent-download__toggle">
              <span>{t.sms}</span>
              <input type="checkbox" role="switch" checked={state.smsNotification} onChange={() => download.toggle('smsNotification')} />
            </label>
            <div className="ck-silent-download__actions">
              <button type="button" disabled={state.sending} onClick={() => void download.confirm()}>
                {t.confirm}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
