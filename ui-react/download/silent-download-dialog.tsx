import { useCampaignKit } from '../campaign-kit-provider';
import { useStateSource } from '../use-state-source';

/** The dialog's words; defaults are zh-CN. */
export interface SilentDownloadTexts {
  readonly title: string;
  readonly oldQuestion: string;
  readonly subscribe: string;
  readonly cancel: string;
  readonly wifi: string;
  readonly sms: string;
  readonly confirm: string;
}

const ZH: SilentDownloadTexts = {
  title: '预约成功',
  oldQuestion: '开启智能 WiFi 下载，游戏上线时在 WiFi 下自动为你下载？',
  subscribe: '订阅',
  cancel: '取消',
  wifi: 'WiFi 下自动下载',
  sms: '通过绑定手机短信通知',
  confirm: '确定',
};

/** Props of {@link SilentDownloadDialog}. */
export interface SilentDownloadDialogProps {
  readonly texts?: Partial<SilentDownloadTexts>;
}

/**
 * The silent-download dialog of SPEC §2, shown by `kit.download` after a new reservation inside
 * the short-video app: the old version (reservation succeeded, smart WiFi download, subscribe and
 * cancel) or the new one (WiFi auto download and SMS notification toggles, both on, and confirm;
 * 260 px wide, z-index 999999).
 * @example
 * ```tsx
 * <SilentDownloadDialog />
 * ```
 */
export function SilentDownloadDialog({ texts }: SilentDownloadDialogProps) {
  const { download } = useCampaignKit();
  const state = useStateSource(download);
  if (!state.open) return null;
  const t = { ...ZH, ...texts };
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
