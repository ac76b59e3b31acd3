// The same page with vanilla-cookieconsent: banner, preferences panel, two categories.
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import * as CookieConsent from 'vanilla-cookieconsent';

CookieConsent.run({
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description: 'We use cookies. <a href="https://example.com/privacy">Privacy policy</a>',
          acceptAllBtn: 'Accept All',
          acceptNecessaryBtn: 'Reject All',
          showPreferencesBtn: 'Cookie Setting',
        },
        preferencesModal: {
          title: 'Cookie Setting',
          acceptAllBtn: 'Accept All',
          acceptNecessaryBtn: 'Reject All',
          savePreferencesBtn: 'Save',
          sections: [
            { title: 'Necessary', linkedCategory: 'necessary' },
            { title: 'Analytics', linkedCategory: 'analytics', cookieTable: { headers: { name: 'Name' }, body: [{ name: '_ga' }] } },
          ],
        },
      },
    },
  },
});
