import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useCampaignKit } from '../shared/campaign-kit-provider';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** App-authorisation login: authorises in the short-video app, or opens it by its scheme link. */
export function AppAuthButton() {
  const kit = useCampaignKit();
  const t = useTexts(ACCOUNT_TEXTS);
  const [run, state] = useAction();
  return (
    <div className="ck-form">
      <button type="button" className="ck-button ck-button--outline ck-button--block" disabled={state.busy} onClick={() => void run(() => kit.account.loginWithApp())}>
        {t.appAuthLogin}
      </button>
      <FormError text={state.error} />
    </div>
  );
}
