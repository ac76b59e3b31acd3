import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { useCampaignKit } from '../campaign-kit-provider';
import { useStateSource } from '../use-state-source';

const STATUS_TEXT = {
  idle: '正在获取二维码…',
  loading: '正在获取二维码…',
  new: '请使用抖音 App 扫码登录',
  scanned: '已扫码，请在手机上确认',
  confirmed: '登录成功，正在跳转…',
  expired: '二维码已失效',
  failed: '二维码获取失败',
} as const;

/**
 * QR scan login (SPEC §7): fetches the code, draws it with `qrcode`, follows the scan status and
 * offers a refresh once it expired. The kit returns to the page with auto_auth after confirmation.
 */
export function QrLoginPanel() {
  const kit = useCampaignKit();
  const qr = useMemo(() => kit.signIn.qrLogin(), [kit]);
  const state = useStateSource(qr);
  const [image, setImage] = useState<string>();

  useEffect(() => {
    if (qr.state.status === 'idle') qr.start().catch(() => undefined);
    else qr.resume();
    return () => qr.stop();
  }, [qr]);

  useEffect(() => {
    let live = true;
    if (state.qrUrl) void QRCode.toDataURL(state.qrUrl, { width: 200, margin: 1, errorCorrectionLevel: 'L' }).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [state.qrUrl]);

  const stale = state.status === 'expired' || state.status === 'failed';
  return (
    <section className="ck-qr" aria-label="扫码登录">
      {image ? <img className="ck-qr__image" src={image} width={200} height={200} alt="登录二维码" data-stale={stale || undefined} /> : <div className="ck-qr__placeholder" />}
      <p className="ck-qr__status" role="status">{STATUS_TEXT[state.status]}</p>
      {stale ? (
        <button type="button" className="ck-button ck-button--outline" onClick={() => void qr.start().catch(() => undefined)}>
          刷新二维码
        </button>
      ) : null}
    </section>
  );
}
