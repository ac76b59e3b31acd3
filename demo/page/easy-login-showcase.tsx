import { EasyLogin } from 'campaign-kit/react';
import type { LoginWidgetModule, PrivacyCheckbox } from 'campaign-kit';

/** The page parameter that shows the showcase (`?easy_login=full`), so the default page keeps one login form. */
export const SHOWCASE_PARAM = 'easy_login';

/** Whether this visit asked for the full easy-login showcase. */
export function showsEasyLoginShowcase(): boolean {
  return new URLSearchParams(window.location.search).get(SHOWCASE_PARAM) === 'full';
}

const MODULES: readonly LoginWidgetModule[] = [
  { type: 'text', id: 'intro', text: { 'zh-CN': '登录后即可预约，并选择你的首发服务器。', en: 'Log in to reserve and pick your launch server.' } },
  {
    type: 'radio',
    id: 'server',
    label: { 'zh-CN': '首发服务器', en: 'Launch server' },
    options: [
      { value: 'east', label: { 'zh-CN': '东部一区', en: 'East 1' } },
      { value: 'west', label: { 'zh-CN': '西部一区', en: 'West 1' } },
    ],
  },
];

const PRIVACY: readonly PrivacyCheckbox[] = [
  {
    id: 'agreement',
    label: {
      'zh-CN': '我已阅读并同意[用户协议@https://example.com/agreement]和[隐私政策@https://example.com/privacy]',
      en: 'I have read and agree to the [User Agreement@https://example.com/agreement] and the [Privacy Policy@https://example.com/privacy]',
    },
  },
];

/**
 * Every part of the easy-login widget at once (mock mode, code 1234): the tabs, the text and
 * radio modules, the privacy checkbox that must be ticked, and the short-video-app button.
 */
export function EasyLoginShowcase() {
  return (
    <section className="demo-share" aria-labelledby="demo-easy-login-title">
      <h2 id="demo-easy-login-title" data-page-copy="">
        一键登录组件 / Easy login
      </h2>
      {/* The widget on a light card, as in the login dialog: its colours are made for a light surface. */}
      <div className="login-modal__dialog">
        <EasyLogin mockCode="1234" appLogin modules={MODULES} privacy={PRIVACY} system="auto" />
      </div>
    </section>
  );
}
