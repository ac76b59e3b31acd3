import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useKitService } from '../shared/kit-services';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** App-authorisation login: authorises in the short-video app, or opens it by its scheme link. */
export function AppAuthButton() {
  const account = useKitService('account');
  const t = useTexts(ACCOUNT_TEXTS);
  const [run, state] = useAction();
  return (
    <div className="ck-form">
      <button type="button" className="ck-button ck-button--outline ck-button--block" disabled={state.busy} onClick={() => void run(() => account.loginWithApp())}>
        {t.appAuthLogin}
      </button>
      <FormError text={state.error} />
    </div>
  );
}
