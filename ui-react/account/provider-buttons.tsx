import type { LoginType } from '../../domain/account/login-types';
import { useCampaignKit } from '../campaign-kit-provider';
import { FormError } from './form-error';
import { useAction } from './use-action';

const LABELS: Readonly<Record<Exclude<LoginType, 'mobile'>, string>> = {
  apple: 'Apple',
  facebook: 'Facebook',
  google: 'Google',
  kakao: 'Kakao',
  line: 'LINE',
  douyin: '抖音',
  toutiao: '今日头条',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  vk: 'VK',
  weibo: '微博',
};

/** One button per configured third-party provider (SPEC §1, §3); a failure to start is shown below them. */
export function ProviderButtons({ types }: { readonly types: readonly Exclude<LoginType, 'mobile'>[] }) {
  const kit = useCampaignKit();
  const [run, action] = useAction();
  return (
    <div className="ck-form" aria-label="第三方登录" role="group">
      <div className="ck-providers">
        {types.map((type) => (
          <button key={type} type="button" className="ck-button ck-button--ghost" disabled={action.busy} onClick={() => void run(() => kit.account.loginWithProvider(type))}>
            {LABELS[type]}
          </button>
        ))}
      </div>
      <FormError text={action.error} />
    </div>
  );
}
