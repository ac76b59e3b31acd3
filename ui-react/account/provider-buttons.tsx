import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import type { LoginType } from '../../domain/account/login-types';
import { useKitService } from '../shared/kit-services';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** Brand names; a language's own name (account texts' `providers`) comes first. */
const BRANDS: Readonly<Record<Exclude<LoginType, 'mobile'>, string>> = {
  apple: 'Apple',
  facebook: 'Facebook',
  google: 'Google',
  kakao: 'Kakao',
  line: 'LINE',
  douyin: 'Douyin',
  toutiao: 'Toutiao',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  vk: 'VK',
  weibo: 'Weibo',
};

/** One button per configured third-party provider; a failure to start is shown below them. */
export function ProviderButtons({ types }: { readonly types: readonly Exclude<LoginType, 'mobile'>[] }) {
  const account = useKitService('account');
  const t = useTexts(ACCOUNT_TEXTS);
  const [run, action] = useAction();
  return (
    <div className="ck-form" aria-label={t.providerLogin} role="group">
      <div className="ck-providers">
        {types.map((type) => (
          <button key={type} type="button" className="ck-button ck-button--ghost" disabled={action.busy} onClick={() => void run(() => account.loginWithProvider(type))}>
            {t.providers[type] ?? BRANDS[type]}
          </button>
        ))}
      </div>
      <FormError text={action.error} />
    </div>
  );
}
