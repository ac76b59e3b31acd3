import { useState } from 'react';
import { EasyLogin, useTexts } from 'campaign-kit/react';
import type { LoginMode, LoginWidgetModule, PrivacyCheckbox } from 'campaign-kit/account';
import { GALLERY_COPY } from './gallery-copy';

const MODULES: readonly LoginWidgetModule[] = [
  { type: 'text', id: 'intro', text: { 'zh-CN': '登录后即可预约，并选择你的首发服务器。', en: 'Log in to reserve and pick your launch server.', ja: 'ログインすると事前登録して初日のサーバーを選べます。', ko: '로그인하면 사전예약하고 출시 서버를 고를 수 있습니다.', 'zh-TW': '登入後即可預約，並選擇你的首發伺服器。' } },
  {
    type: 'radio',
    id: 'server',
    label: { 'zh-CN': '首发服务器', en: 'Launch server', ja: '初日のサーバー', ko: '출시 서버', 'zh-TW': '首發伺服器' },
    options: [
      { value: 'east', label: { 'zh-CN': '东部一区', en: 'East 1', ja: '東部1', ko: '동부 1', 'zh-TW': '東部一區' } },
      { value: 'west', label: { 'zh-CN': '西部一区', en: 'West 1', ja: '西部1', ko: '서부 1', 'zh-TW': '西部一區' } },
    ],
  },
];

const PRIVACY: readonly PrivacyCheckbox[] = [
  {
    id: 'agreement',
    label: {
      'zh-CN': '我已阅读并同意[用户协议@https://example.com/agreement]和[隐私政策@https://example.com/privacy]',
      en: 'I have read and agree to the [User Agreement@https://example.com/agreement] and the [Privacy Policy@https://example.com/privacy]',
      ja: '[利用規約@https://example.com/agreement]と[プライバシーポリシー@https://example.com/privacy]を読み、同意します',
      ko: '[이용약관@https://example.com/agreement] 및 [개인정보 처리방침@https://example.com/privacy]을 읽고 동의합니다',
      'zh-TW': '我已閱讀並同意[使用者條款@https://example.com/agreement]和[隱私權政策@https://example.com/privacy]',
    },
  },
];

/** The widget's three login modes, one tab each. */
const MODES: readonly LoginMode[] = ['mobile', 'password', 'email'];

/**
 * Every part of the easy-login widget at once: the tabs of the three modes (mock mode: the code
 * 1234 logs in by SMS or email without the server; the password tab logs in through the contract
 * server, e.g. the seeded player starfarer / Passw0rd!), the text and radio modules, the privacy
 * checkbox that must be ticked, and the short-video-app button; below it, what the `system`
 * field resolved to, as the widget's events tell it.
 */
export function EasyLoginShowcase() {
  const copy = useTexts(GALLERY_COPY);
  const [system, setSystem] = useState<1 | 2>();
  return (
    <section className="gallery__section" aria-labelledby="demo-easy-login-title">
      <h2 id="demo-easy-login-title">{copy.easyLoginTitle}</h2>
      <p>
        {copy.easyLoginIntro} <a href="./account.html">{copy.otherMethods}</a>
      </p>
      <div className="gallery__card">
        <EasyLogin mockCode="1234" modes={MODES} appLogin modules={MODULES} privacy={PRIVACY} system="auto" onEvent={(event) => setSystem(event.system)} />
      </div>
      <p role="status">{system ? copy.systemResolved.replace('{value}', String(system)).replace('{os}', system === 2 ? 'iOS' : 'Android') : copy.systemPending}</p>
    </section>
  );
}
