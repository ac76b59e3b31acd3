import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withFeatures } from '../../../composition/testing';
import { download } from '../../../composition/features/index';
import { isBundled, type Language } from '../../../domain/i18n/language';
import {
  AccountPanel,
  AppAuthButton,
  CancellationForm,
  createSecondVerifyController,
  EmailLoginForm,
  MobileBindForm,
  PasswordLoginForm,
  PasswordResetForm,
  ProviderButtons,
  QrLoginPanel,
  SecondVerifyDialog,
  SmsLoginForm,
} from '../../../ui-react/account/index';
import { SilentDownloadDialog } from '../../../ui-react/download/silent-download-dialog';
import { EasyLogin } from '../../../ui-react/login-widget/easy-login';
import { CampaignKitProvider } from '../../../ui-react/shared/campaign-kit-provider';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { InvitePanel } from '../../../ui-react/reservation/invite-panel';
import { LoginModeTabs } from '../../../ui-react/login-widget/login-mode-tabs';
import { GameNavBar } from '../../../ui-react/nav-bar/game-nav-bar';
import { ShareBar } from '../../../ui-react/share/share-bar';
import { createBackendKit } from '../support/backend';
import { renderWithKit } from '../support/render';
import { CJK, kitTexts } from './kit-text';
import { foreignTexts } from '../../support/foreign-script';
import { textsFor } from '../../../domain/i18n/texts';
import { ACCOUNT_TEXTS } from '../../../domain/i18n/account-texts';
import { DOWNLOAD_TEXTS } from '../../../domain/i18n/download-texts';

afterEach(cleanup);

/** The page's own privacy label, in each language the test renders (a page text missing a language falls back to another script). */
const AGREEMENT = {
  'zh-CN': '我已阅读并同意[用户协议@/agreement]',
  en: 'I agree to the [User Agreement@/agreement]',
  ja: '[利用規約@/agreement]に同意します',
  ko: '[이용약관@/agreement]에 동의합니다',
  'zh-TW': '我已閱讀並同意[使用者協議@/agreement]',
};

/** Renders every widget the kit exports that had its own words, in `language`, and returns what they show. */
async function renderAll(language: Language) {
  const { kit } = createBackendKit({ loggedIn: true }, { features: withFeatures(download({ unifiedGameId: 'g' })) });
  // The easy-login form, app button included, shows to a visitor who is not logged in.
  const { kit: loggedOut } = createBackendKit();
  const verify = createSecondVerifyController();
  const { container } = renderWithKit(
    kit,
    <WidgetLanguage language={language}>
      <SmsLoginForm />
      <EmailLoginForm />
      <PasswordLoginForm />
      <PasswordResetForm />
      <CancellationForm />
      <MobileBindForm onDone={() => undefined} />
      <ProviderButtons types={['douyin', 'toutiao', 'weibo', 'google']} />
      <AppAuthButton />
      <QrLoginPanel />
      <AccountPanel />
      <ShareBar />
      <SilentDownloadDialog />
      <SecondVerifyDialog controller={verify} />
      <CampaignKitProvider kit={loggedOut}>
        <div className="logged-out">
          <EasyLogin appLogin privacy={[{ id: 'agreement', label: AGREEMENT }]} />
        </div>
      </CampaignKitProvider>
      <EasyLogin appLogin privacy={[{ id: 'agreement', label: { 'zh-CN': '我已阅读并同意[用户协议@/agreement]', en: 'I agree to the [User Agreement@/agreement]' } }]} />
      <InvitePanel shareUrl="https://campaign.test/?share_code=CODE0001" invitedCount={1} />
      <GameNavBar active={false}>
        <span data-page-copy="">星河预约</span>
      </GameNavBar>
    </WidgetLanguage>,
  );
  // A ja, ko or zh-TW pack loads when the language is chosen: the widgets show it once it is here.
  if (!isBundled(language)) await act(() => kit.i18n.ready());
  act(() => void kit.download.offer(true));
  act(() => void verify.verify({ description: 'server words', smsCodeKey: 'k', target: '138****0000' } as never).catch(() => undefined));
  // The visitor is logged in: wait for the panel and for the easy-login widget's welcome (its form, app button included, is gone by then).
  await waitFor(() => expect(container.querySelector('.ck-account')).not.toBeNull());
  await waitFor(() => expect(container.querySelector('.ck-login--logged-in')).not.toBeNull());
  await waitFor(() => expect(container.querySelector('.logged-out .ck-login[aria-busy="false"]')).not.toBeNull());
  return kitTexts(container);
}

describe('every built-in widget speaks the widget language', () => {
  it('in en, no widget shows or announces a Chinese character', async () => {
    const texts = await renderAll('en');
    expect(texts.length).toBeGreaterThan(80);
    expect(texts.filter((text) => CJK.test(text))).toEqual([]);
    expect(texts).toEqual(expect.arrayContaining(['SMS login', 'Log in with Douyin', 'Reservation succeeded', 'Extra verification', 'Navigation bar']));
    expect(document.querySelector('.ck-invite__count')?.textContent).toBe('Invited 1 friend');
  });

  it('in zh-CN, every widget text is Chinese but numbers, brands and the code-field placeholders of the page', async () => {
    const texts = await renderAll('zh-CN');
    // What may stay Latin in zh-CN: brand names, the resend countdown, numbers, addresses, the server's words.
    const allowed = /^(Apple|Facebook|Google|Kakao|LINE|TikTok|X \(Twitter\)|VK|Twitter|QQ 分享|App 分享面板|WiFi.*|\d+s?|https?:\/\/\S+|server words|138\*{4}0000)$/;
    expect(texts.filter((text) => !CJK.test(text) && !allowed.test(text))).toEqual([]);
    expect(foreignTexts(texts, 'zh-CN')).toEqual([]);
    expect(texts).toEqual(expect.arrayContaining(['短信登录', '抖音授权登录', '抖音一键登录', '预约成功', '二次验证', '导航栏']));
    expect(document.querySelector('.ck-invite__count')?.textContent).toBe('已邀请1位好友');
  });

  it.each<Language>(['ja', 'ko', 'zh-TW'])('in %s, every widget speaks it: no text of another script (page copy aside)', async (language) => {
    const texts = await renderAll(language);
    expect(texts.length).toBeGreaterThan(80);
    expect(foreignTexts(texts, language)).toEqual([]);
    expect(texts).toEqual(expect.arrayContaining([textsFor(ACCOUNT_TEXTS, language).smsLogin, textsFor(DOWNLOAD_TEXTS, language).title]));
  });

  it('widgets outside a WidgetLanguage follow the kit language helper, and switch with it', async () => {
    const { kit } = createBackendKit();
    renderWithKit(kit, <SmsLoginForm />);
    expect(screen.getByRole('form', { name: '短信登录' })).toBeTruthy();
    act(() => kit.i18n.set('en'));
    expect(screen.getByRole('form', { name: 'SMS login' })).toBeTruthy();
  });

  it('<WidgetLanguage language> writes the kit language helper, so both say the same', async () => {
    const { kit } = createBackendKit();
    const { rerender } = renderWithKit(kit, <WidgetLanguage language="en"><SmsLoginForm /></WidgetLanguage>);
    expect(screen.getByRole('form', { name: 'SMS login' })).toBeTruthy();
    expect(kit.i18n.language).toBe('en');
    act(() => kit.i18n.set('zh-CN'));
    expect(screen.getByRole('form', { name: '短信登录' })).toBeTruthy();
    rerender(
      <CampaignKitProvider kit={kit}>
        <WidgetLanguage language="en">
          <SmsLoginForm />
        </WidgetLanguage>
      </CampaignKitProvider>,
    );
    expect(kit.i18n.language).toBe('zh-CN');
  });

  it('without a kit, <WidgetLanguage> alone sets the language of the widgets below it', () => {
    render(
      <WidgetLanguage language="en">
        <LoginModeTabs modes={['mobile']} selected="mobile" labels={{ mobile: 'SMS' }} panelId="p" onSelect={() => undefined} />
      </WidgetLanguage>,
    );
    expect(screen.getByRole('tablist', { name: 'Login methods' })).toBeTruthy();
    cleanup();
    render(<LoginModeTabs modes={['mobile']} selected="mobile" labels={{ mobile: 'SMS' }} panelId="p" onSelect={() => undefined} />);
    expect(screen.getByRole('tablist', { name: '登录方式' })).toBeTruthy();
  });
});
