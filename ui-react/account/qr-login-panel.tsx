import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useEffect, useState } from 'react';
import type { QrLogin, QrLoginState } from '../../domain/account/qr-login';
import { useKitService } from '../shared/kit-services';
import { useQrImage } from '../shared/use-qr-image';
import { useStateSource } from '../shared/use-state-source';

/**
 * QR scan login: fetches the code, draws it (the QR login and `qrcode` both load on
 * first use), follows the scan status and offers a refresh once it expired. The kit returns to the
 * page with auto_auth after confirmation.
 */
export function QrLoginPanel() {
  const account = useKitService('account');
  const [qr, setQr] = useState<QrLogin>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let made: QrLogin | undefined;
    account.loginWithQr().then(
      (login) => {
        made = login;
        if (!live) return;
        setQr(login);
        login.start().catch(() => undefined);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      made?.stop();
    };
  }, [account]);

  return qr ? <QrCode qr={qr} /> : <QrFrame status={failed ? 'failed' : 'loading'} />;
}

function QrCode({ qr }: { readonly qr: QrLogin }) {
  const state = useStateSource(qr);
  const image = useQrImage(state.qrUrl, { size: 200 });
  const stale = state.status === 'expired' || state.status === 'failed';
  return <QrFrame status={state.status} image={image} stale={stale} onRefresh={stale ? () => void qr.start().catch(() => undefined) : undefined} />;
}

function QrFrame(props: { readonly status: QrLoginState['status']; readonly image?: string; readonly stale?: boolean; readonly onRefresh?: () => void }) {
  const t = useTexts(ACCOUNT_TEXTS);
  return (
    <section className="ck-qr" aria-label={t.qrLogin}>
      {props.image ? (
        <img className="ck-qr__image" src={props.image} width={200} height={200} alt={t.qrImage} data-stale={props.stale || undefined} />
      ) : (
        <div className="ck-qr__placeholder" />
      )}
      <p className="ck-qr__status" role="status">{t.qrStatus[props.status]}</p>
      {props.onRefresh ? (
        <button type="button" className="ck-button ck-button--outline" onClick={props.onRefresh}>
          {t.qrRefresh}
        </button>
      ) : null}
    </section>
  );
}
