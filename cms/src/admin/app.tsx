import bankLogo from './extensions/bank-logo.svg';

/** What the sign-in page and the menu say instead of Strapi's own words. */
const bankWords = {
  'Auth.form.welcome.title': 'Welcome to Trust Bank',
  'Auth.form.welcome.subtitle': "Log in to edit the bank's website",
  'app.components.LeftMenu.navbrand.title': 'Trust Bank',
  'app.components.LeftMenu.navbrand.workplace': 'Website content',
};

export default {
  config: {
    auth: { logo: bankLogo },
    menu: { logo: bankLogo },
    // English (United Kingdom) shows dates day first; Strapi always offers English (US) beside it.
    locales: ['en-GB'],
    translations: { en: bankWords, 'en-GB': bankWords },
    tutorials: false,
    notifications: { releases: false },
  },
};
