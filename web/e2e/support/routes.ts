/**
 * Every public route of SPEC.md section 2 ("Public routes"), with the page's heading and a distinctive text, so a
 * route that answers 200 with the wrong page (or an empty one) fails.
 */
export interface PublicRoute {
  path: string;
  /** The page's one <h1>. */
  heading: string | RegExp;
  /** Texts the page's main content must show (spec facts where the spec names some). */
  texts: (string | RegExp)[];
}

export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', heading: /Trust Bank/, texts: ['Important Notice', 'Why bank with us', 'Latest News'] },
  { path: '/about', heading: 'Who We Are', texts: ['3 July 1997', 'Our Mission', 'Board of Directors', 'Our Management Team'] },
  {
    path: '/services',
    heading: 'Our Services',
    texts: ['Personal Banking', 'Business Banking', 'Loans & Mortgages', 'Investment Services'],
  },
  {
    path: '/careers',
    heading: 'Careers',
    texts: [
      'Current Openings',
      'Teller',
      'Health & Wellness',
      'Professional Development',
      'Work-Life Balance',
      'Financial Benefits',
    ],
  },
  { path: '/fraud', heading: 'Fraud Prevention', texts: ['Phishing', /card fraud/i, /identity theft/i, 'Report Fraud'] },
  { path: '/news', heading: 'News', texts: ['Trust Bank hosts SME banking forum in Brikama'] },
  { path: '/contact', heading: 'Contact Us', texts: ['3-4 Ecowas Avenue', 'Banjul, The Gambia'] },
  { path: '/about/branches', heading: 'Our Branches', texts: ['18 branches', 'Head Office / Banjul Branch'] },
  { path: '/about/complieance', heading: 'Compliance Policy', texts: ['Central Bank of The Gambia'] },
  { path: '/about/social', heading: 'Corporate Social Responsibility', texts: ['Education', 'Health'] },
  { path: '/about/subsidiaries', heading: 'Our Subsidiaries', texts: ['Bayba Financial Services', 'The Home Finance Company'] },
  {
    path: '/about/subsidiaries/bayba',
    heading: 'Bayba Financial Services',
    texts: ['money transfer subsidiary', 'Receiving money'],
  },
  {
    path: '/about/subsidiaries/homefinance',
    heading: 'The Home Finance Company',
    texts: ['mortgage finance subsidiary', 'Our mortgage products'],
  },
  { path: '/about/agm', heading: 'Annual General Meeting', texts: ['Agenda', '55 bututs per share'] },
  { path: '/about/awards', heading: 'Awards and Recognition', texts: ['Our awards'] },
  { path: '/services/accounts', heading: 'Accounts & Services', texts: ['Retail accounts', 'Corporate accounts'] },
  {
    path: '/services/retail-accounts/current-accounts',
    heading: 'Current Accounts',
    texts: ['Features and benefits', 'cheque book'],
  },
  { path: '/services/retail-accounts/savings-accounts', heading: 'Savings Accounts', texts: [/half-yearly/i] },
  { path: '/services/retail-accounts/student-current-accounts', heading: 'Student Current Accounts', texts: ['D200', /18/] },
  { path: '/services/retail-accounts/student-savings-accounts', heading: 'Student Savings Accounts', texts: ['D300', 'D3,000'] },
  { path: '/services/retail-accounts/time-fixed-deposit', heading: 'Time / Fixed Deposit', texts: ['D25,000', '2.5%', '4%'] },
  {
    path: '/services/corporate-accounts/corporate-current',
    heading: 'Corporate Current Accounts',
    texts: ['Relationship Manager'],
  },
  { path: '/services/corporate-accounts/foreign-currency', heading: 'Foreign Currency Accounts', texts: ['USD', 'EUR', 'GBP'] },
  { path: '/services/e-banking/atm', heading: 'ATM Services', texts: ['Search for a branch', '6-digit'] },
  { path: '/services/e-banking/mobile-banking', heading: 'Mobile Banking', texts: ['last 15 transactions'] },
  { path: '/services/e-banking/rtgs', heading: 'RTGS', texts: ['Real Time Gross Settlement'] },
  { path: '/services/e-banking/acp-ach', heading: 'ACP / ACH', texts: ['Automated Clearing House'] },
  { path: '/services/trust-alerts', heading: 'Trust Alerts', texts: ['every debit and credit'] },
  { path: '/services/exchange-rates', heading: 'Exchange Rates', texts: ['Buy Rate', 'Sell Rate', 'USD'] },
  { path: '/services/other-services', heading: 'Other Services', texts: ['1.5%', 'D750'] },
  { path: '/services/loans', heading: 'Loans & Advances', texts: [/twelve months/i] },
  { path: '/services/international-banking', heading: 'International Banking', texts: ['Trade finance'] },
  { path: '/services/correspondent-banking', heading: 'Correspondent Banking', texts: ['Our correspondent banks', 'BIC'] },
  { path: '/fraud/types', heading: 'Fraud Prevention', texts: ['Phishing', 'Report Fraud'] },
  { path: '/fraud/tips', heading: 'Fraud Protection Tips', texts: ['At the ATM'] },
  { path: '/fraud/security-for-ebanking', heading: 'Security for Electronic Banking', texts: ['Log in safely'] },
  { path: '/reports', heading: 'Reports', texts: ['Uploaded on:', 'Download'] },
  { path: '/forms', heading: 'Application Forms', texts: ['Uploaded on:', 'Download'] },
];
