// A page that uses only the cookie banner and settings panel, built by hand without the
// container: the consent widget's own cost (react and react-dom are the page's, as for any
// React page; vanilla-cookieconsent is measured beside it by size.mjs). Its CSS is the widget's own
// (campaign-kit/react/consent.css), not every widget's (styles.css).
import 'campaign-kit/react/consent.css';
import { ConsentService } from 'campaign-kit/consent';
import { WebStorageAdapter, WindowClockAdapter } from 'campaign-kit/adapters';
import { CookieConsent } from 'campaign-kit/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const consent = new ConsentService({ storage: new WebStorageAdapter(), clock: new WindowClockAdapter() }, {
  banner: { description: 'We use cookies. [Privacy policy@https://example.com/privacy]' },
  cookieTypes: [
    { name: 'Necessary', cookies: [{ key: 'session', name: 'Session', allowChange: false }] },
    { name: 'Analytics', cookies: [{ key: 'analytics', name: 'Analytics', provider: 'Example', link: 'https://example.com/a' }] },
  ],
});
createRoot(document.getElementById('consent')).render(createElement(CookieConsent, { consent }));
