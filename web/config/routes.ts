/** A page of the site as a link: where it is and what the site calls it. */
export type PageLink = { label: string; href: string };

/**
 * Every public route of SPEC.md section 2 (including the spec's spelling of /about/complieance), in the sitemap's order,
 * with the name the site's menus give it. The main menu, the service side menu, the footer's quick links and the sitemap
 * refer to these, so a route's address and name are written once.
 */
export const pages = {
  home: { href: '/', label: 'Home' },
  about: { href: '/about', label: 'Who we are' },
  branches: { href: '/about/branches', label: 'Branches' },
  compliance: { href: '/about/complieance', label: 'Compliance Policies' },
  social: { href: '/about/social', label: 'Corporate Social Responsibility' },
  subsidiaries: { href: '/about/subsidiaries', label: 'Subsidiaries' },
  bayba: { href: '/about/subsidiaries/bayba', label: 'Bayba Financial Services' },
  homeFinance: { href: '/about/subsidiaries/homefinance', label: 'The Home Finance Company' },
  agm: { href: '/about/agm', label: 'AGM' },
  awards: { href: '/about/awards', label: 'Recognition and Awards' },
  services: { href: '/services', label: 'Our Services' },
  accounts: { href: '/services/accounts', label: 'Accounts' },
  currentAccounts: { href: '/services/retail-accounts/current-accounts', label: 'Current Accounts' },
  savingsAccounts: { href: '/services/retail-accounts/savings-accounts', label: 'Savings Accounts' },
  studentCurrentAccounts: { href: '/services/retail-accounts/student-current-accounts', label: 'Student Current Accounts' },
  studentSavingsAccounts: { href: '/services/retail-accounts/student-savings-accounts', label: 'Student Savings Accounts' },
  fixedDeposit: { href: '/services/retail-accounts/time-fixed-deposit', label: 'Time / Fixed Deposit' },
  corporateCurrent: { href: '/services/corporate-accounts/corporate-current', label: 'Corporate Current Accounts' },
  foreignCurrency: { href: '/services/corporate-accounts/foreign-currency', label: 'Foreign Currency Accounts' },
  atm: { href: '/services/e-banking/atm', label: 'ATM Services' },
  mobileBanking: { href: '/services/e-banking/mobile-banking', label: 'Mobile Banking' },
  rtgs: { href: '/services/e-banking/rtgs', label: 'RTGS' },
  acpAch: { href: '/services/e-banking/acp-ach', label: 'ACP / ACH' },
  trustAlerts: { href: '/services/trust-alerts', label: 'Trust Alerts' },
  exchangeRates: { href: '/services/exchange-rates', label: 'Exchange Rates' },
  otherServices: { href: '/services/other-services', label: 'Other Services' },
  loans: { href: '/services/loans', label: 'Loans & Advances' },
  international: { href: '/services/international-banking', label: 'International Banking' },
  correspondent: { href: '/services/correspondent-banking', label: 'Correspondent Banking' },
  careers: { href: '/careers', label: 'Careers' },
  fraud: { href: '/fraud', label: 'Fraud Prevention' },
  fraudTypes: { href: '/fraud/types', label: 'Types of Fraud' },
  fraudTips: { href: '/fraud/tips', label: 'Fraud Protection Tips' },
  ebankingSecurity: { href: '/fraud/security-for-ebanking', label: 'Security For E-Banking' },
  news: { href: '/news', label: 'News' },
  contact: { href: '/contact', label: 'Contact' },
  reports: { href: '/reports', label: 'Reports' },
  forms: { href: '/forms', label: 'Application Forms' },
} as const satisfies Record<string, PageLink>;

/** The same page under the shorter or longer name one menu gives it (e.g. the main menu's "Loans"). */
export function relabel(page: PageLink, label: string): PageLink {
  return { ...page, label };
}
