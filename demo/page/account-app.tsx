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
  useTexts,
} from 'campaign-kit/react';
import { formatText } from 'campaign-kit/i18n';
import { ACCOUNT_COPY, type AccountMethod } from './page-copy';
import { DocumentTitle } from './language-root';

const METHODS: readonly AccountMethod[] = ['sms', 'email', 'password', 'qr', 'app', 'providers', 'reset'];
const PROVIDER_TYPES = ['google', 'line', 'facebook', 'twitter', 'apple', 'weibo', 'vk', 'tiktok', 'kakao', 'douyin', 'toutiao'] as const;

/** The account page: every login method while logged out, the account and its operations once logged in. */
export function AccountApp() {
  const kit = useCampaignKit();
  const account = useStateSource(kit.account);
  const providers = useStateSource(kit.account.providers);
  const copy = useTexts(ACCOUNT_COPY);
  const [method, setMethod] = useState<AccountMethod>('sms');

  useEffect(() => {
    void kit.account.check().catch(() => undefined);
  }, [kit]);

  return (
    <main className="account">
      <DocumentTitle title={copy.pageTitle} />
      <header className="account__header">
        <a href="./" className="account__back">
          {copy.back}
        </a>
        <h1>{copy.title}</h1>
      </header>
      {providers.status === 'failed' && account.status !== 'logged-in' ? (
        <p className="account__alert" role="alert">
          {formatText(copy.providerFailed, { error: providers.error ?? '' })}
        </p>
      ) : null}
      {account.status === 'logged-in' ? (
        <AccountPanel />
      ) : account.status === 'logged-out' ? (
        <section className="account__card" aria-label={copy.login}>
          <div className="account__tabs" role="tablist" aria-label={copy.methodsLabel}>
            {METHODS.map((entry) => (
              <button key={entry} type="button" role="tab" aria-selected={method === entry} className="account__tab" onClick={() => setMethod(entry)}>
                {copy.methods[entry]}
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
        <p role="status">{copy.checking}</p>
      )}
    </main>
  );
}
