/**
 * campaign-kit/react: the provider, the state hook and the widgets, layered on the domain's
 * observables. Styles are separate: a page imports `campaign-kit/react/styles.css` (every widget),
 * or only its widgets' (`campaign-kit/react/consent.css`, `base.css`, `account.css`, `layout.css`,
 * `share.css`, `download.css`, `nav-bar.css`).
 * @module campaign-kit/react
 */

export * from './shared/index';
export * from './login-widget/index';
export * from './reservation/index';
export * from './captcha/index';
export * from './consent/index';
export * from './i18n/index';
export * from './layout/index';
export * from './account/index';
export * from './share/index';
export * from './download/index';
export * from './poster/index';
export * from './nav-bar/index';
export * from './content/index';
export * from './media/index';
