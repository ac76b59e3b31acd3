import { useEffect, useState } from 'react';
import {
  AccountPanel,
  AppAuthButton,
  EmailLoginForm,
  PasswordLoginForm,
  PasswordResetForm,
  ProviderButtons,
  QrLoginPanel,
  SmsLoginForm,
  useCampaignKit,
  useStateSource,
} from 'campaign-kit/react';

const METHODS = [
  { id: 'sms', label: '短信登录' },
  { id: 'email', label: '邮箱登录' },
  { id: 'password', label: '密码登录' },
  { id: 'qr', label: '扫码登录' },
  { id: 'app', label: '抖音授权' },
  { id: 'providers', label: '第三方登录' },
  { id: 'reset', label: '找回密码' },
] as const;
type Method = (typeof METHODS)[number]['id'];
const PROVIDER_TYPES = ['google', 'line', 'facebook', 'twitter', 'apple', 'weibo', 'vk', 'tiktok', 'kakao', 'douyin', 'toutiao'] as const;

/** The account page: every login method while logged out, the account and its operations once logged in. */
export function AccountApp() {
  const kit = useCampaignKit();
  const account = useStateSource(kit.account);
  const providers = useStateSource(kit.account.providers);
  const [method, setMethod] = useState<Method>('sms');

  useEffect(() => {
    void kit.account.check().catch(() => undefined);
  }, [kit]);

  return (
    <main className="account">
      <header className="account__header">
        <a href="./" className="account__back">← 返回活动页</a>
        <h1>账号中心</h1>
      </header>
      {providers.status === 'failed' && account.status !== 'logged-in' ? (
        <p className="account__alert" role="alert">
          第三方登录失败：{providers.error}
        </p>
      ) : null}
      {account.status === 'logged-in' ? (
        <AccountPanel />
      ) : account.status === 'logged-out' ? (
        <section className="account__card" aria-label="登录">
          <div className="account__tabs" role="tablist" aria-label="登录方式">
            {METHODS.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="tab"
                aria-selected={method === entry.id}
                className="account__tab"
                onClick={() => setMethod(entry.id)}
              >
                {entry.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="account__panel">
            {method === 'sms' ? <SmsLoginForm /> : null}
            {method === 'email' ? <EmailLoginForm /> : null}
            {method === 'password' ? <PasswordLoginForm /> : null}
            {method === 'qr' ? <QrLoginPanel /> : null}
            {method === 'app' ? <AppAuthButton /> : null}
            {method === 'providers' ? <ProviderButtons types={PROVIDER_TYPES} /> : null}
            {method === 'reset' ? <PasswordResetForm /> : null}
          </div>
        </section>
      ) : (
        <p role="status">正在检查登录状态…</p>
      )}
    </main>
  );
}
