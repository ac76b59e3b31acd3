import { useCampaignKit } from '../campaign-kit-provider';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** App-authorisation login (SPEC §4): authorises in the short-video app, or opens it by its scheme link. */
export function AppAuthButton() {
  const kit = useCampaignKit();
  const [run, state] = useAction();
  return (
    <div className="ck-form">
      <button type="button" className="ck-button ck-button--outline ck-button--block" disabled={state.busy} onClick={() => void run(() => kit.account.loginWithApp())}>
        抖音授权登录
      </button>
      <FormError text={state.error} />
    </div>
  );
}
