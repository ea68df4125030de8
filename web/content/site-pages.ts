import { fraudMetadata } from '@/content/fraud';
import { site } from '@/content/bank-details';
import { subsidiaryContacts } from '@/content/subsidiary-contacts';

/**
 * The site's own pages: each page's title and description, in one place. The page's <title> and meta description
 * (`sitePage(path)` in the page's `page` object) and site search (lib/server/search/search-index.ts) both read them from here, so
 * what a visitor finds is what the page says. Descriptions carry no figures of the product terms: those are CMS
 * content, and these texts are fixed at build. `keywords` adds the words a visitor types for a page that its
 * description does not hold. The home page and the pages that only list CMS content (news, branches, ATMs, downloads)
 * are found through that content as well. A unit test (site-pages.test.ts) fails when a public page is missing here.
 */
export type SitePage = { path: string; title: string; description: string; keywords?: string };

export const sitePages: readonly SitePage[] = [
  {
    path: '/about',
    title: 'Who We Are',
    description: `${site.legalName}: founded on ${site.founded}, ${site.staff} staff and ${site.locations} locations across The Gambia. Our history, mission, Board of Directors and management team.`,
  },
  {
    path: '/about/agm',
    title: 'Annual General Meeting',
    description: `Notice and agenda of the Annual General Meeting of ${site.legalName}, and collection of the final dividend.`,
    keywords: 'shareholders dividend warrants',
  },
  {
    path: '/about/awards',
    title: 'Awards and Recognition',
    description: `Awards and recognition received by ${site.legalName} for retail and corporate banking, digital innovation, customer service and social responsibility.`,
  },
  {
    path: '/about/branches',
    title: 'Our Branches',
    description: `Find a ${site.name} branch near you: addresses, telephone and fax numbers of our ${site.locations} branches across The Gambia.`,
    keywords: 'opening hours',
  },
  {
    path: '/about/complieance',
    title: 'Compliance Policy',
    description: `${site.legalName}'s compliance policy: anti-money laundering, countering the financing of terrorism, know your customer, sanctions and data protection.`,
    keywords: 'AML KYC',
  },
  {
    path: '/about/social',
    title: 'Corporate Social Responsibility',
    description: `How ${site.name} gives back to communities across The Gambia: education, health, youth and sport, and the environment.`,
    keywords: 'CSR donations',
  },
  {
    path: '/about/subsidiaries',
    title: 'Our Subsidiaries',
    description: `The subsidiaries of ${site.legalName}: money transfer services and home finance for Gambians at home and abroad.`,
  },
  {
    path: '/about/subsidiaries/bayba',
    title: subsidiaryContacts.bayba.name,
    description:
      'Bayba Financial Services, the money transfer subsidiary of Trust Bank: send and receive money quickly and safely across The Gambia and from abroad.',
    keywords: 'remittance',
  },
  {
    path: '/about/subsidiaries/homefinance',
    title: subsidiaryContacts.homefinance.name,
    description:
      'The Home Finance Company of The Gambia: mortgages to buy, build, complete or improve a home, for Gambians at home and in the diaspora.',
    keywords: 'mortgage housing',
  },
  {
    path: '/careers',
    title: 'Careers',
    description: `Build your career at ${site.legalName}: current openings, and the benefits of working with ${site.staff} colleagues across The Gambia.`,
    keywords: 'jobs vacancies',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: `Contact ${site.legalName}: head office at ${site.address.street}, ${site.address.city}, ${site.address.country}; telephone, 24-hour hotlines and e-mail.`,
    keywords: 'phone email address',
  },
  {
    path: '/forms',
    title: 'Application Forms',
    description: `Account opening and service application forms of ${site.legalName} to download, fill in and bring to any branch.`,
    keywords: 'downloads',
  },
  {
    path: '/fraud',
    title: fraudMetadata.title,
    description: fraudMetadata.description,
    keywords: 'scam',
  },
  {
    path: '/fraud/security-for-ebanking',
    title: 'Security for E-Banking',
    description:
      'Keep your Trust Bank internet and mobile banking safe: secure devices, strong passwords, one-time codes and how to spot fake websites.',
  },
  {
    path: '/fraud/tips',
    title: 'Fraud Protection Tips',
    description:
      'Practical tips from Trust Bank to protect your accounts, cards, cheques and personal information from fraudsters.',
  },
  {
    path: '/news',
    title: 'News',
    description: `News, events and donations from ${site.legalName} across The Gambia.`,
  },
  {
    path: '/reports',
    title: 'Reports',
    description: `Annual and interim reports of ${site.legalName} to download.`,
    keywords: 'financial statements downloads',
  },
  {
    path: '/services',
    title: 'Our Services',
    description:
      'Personal banking, business banking, loans and mortgages and investment services from Trust Bank, serving The Gambia since 1997.',
  },
  {
    path: '/services/accounts',
    title: 'Accounts & Services',
    description:
      'All Trust Bank accounts and services in one place: retail, corporate, digital banking and other services for customers across The Gambia.',
  },
  {
    path: '/services/corporate-accounts/corporate-current',
    title: 'Corporate Current Accounts',
    description:
      'Corporate banking at Trust Bank: current accounts for companies, NGOs and institutions, with a dedicated Corporate Relationship Manager.',
    keywords: 'business',
  },
  {
    path: '/services/corporate-accounts/foreign-currency',
    title: 'Foreign Currency Accounts',
    description:
      'Hold US dollars, euros and pounds sterling at Trust Bank: foreign currency accounts in USD, EUR and GBP for individuals and businesses.',
    keywords: 'dollar euro pound',
  },
  {
    path: '/services/correspondent-banking',
    title: 'Correspondent Banking',
    description:
      'Trust Bank’s correspondent banks in Europe, North America and Africa, with addresses and SWIFT BIC codes for international payments.',
  },
  {
    path: '/services/e-banking/acp-ach',
    title: 'ACP / ACH — Automated Clearing',
    description:
      'Automated cheque processing and automated clearing house transfers at Trust Bank: faster cheque clearing and low-cost bulk payments across Gambian banks.',
  },
  {
    path: '/services/e-banking/atm',
    title: 'ATM Services',
    description: `Find a ${site.name} ATM near you and check whether it is in service, 24 hours a day.`,
    keywords: 'cash machine card',
  },
  {
    path: '/services/e-banking/mobile-banking',
    title: 'Mobile Banking',
    description:
      'Bank from your phone with the Trust Bank mobile app: balances, mini statements, transfers, bill payments and ATM PIN setup.',
    keywords: 'app',
  },
  {
    path: '/services/e-banking/rtgs',
    title: 'RTGS — Real Time Gross Settlement',
    description:
      'Same-day, high-value dalasi payments between banks in The Gambia through the Central Bank’s Real Time Gross Settlement system.',
    keywords: 'transfer',
  },
  {
    path: '/services/exchange-rates',
    title: 'Exchange Rates',
    description: `Today's buy and sell rates for foreign currencies against the dalasi at ${site.legalName}.`,
    keywords: 'currency converter forex dollar euro pound',
  },
  {
    path: '/services/international-banking',
    title: 'International Banking',
    description:
      'Trade finance, SWIFT transfers, foreign exchange and foreign currency accounts in USD, EUR and GBP from Trust Bank, The Gambia.',
  },
  {
    path: '/services/loans',
    title: 'Loans & Advances',
    description:
      'Personal loans, overdrafts, business and asset finance from Trust Bank, with repayment plans built around your income.',
    keywords: 'credit borrow',
  },
  {
    path: '/services/other-services',
    title: 'Other Services',
    description:
      'Cheque discounting, banker’s indemnity and bank guarantees at Trust Bank: short-term finance and security for Gambian businesses and traders.',
  },
  {
    path: '/services/retail-accounts/current-accounts',
    title: 'Current Accounts',
    description:
      'A Trust Bank current account for salaried and self-employed customers in The Gambia: cheque book, ATM card, mobile banking and Trust Alerts.',
    keywords: 'personal',
  },
  {
    path: '/services/retail-accounts/savings-accounts',
    title: 'Savings Accounts',
    description: 'Grow your money with a Trust Bank savings account: interest on what you save, with an ATM card and SMS alerts.',
    keywords: 'personal',
  },
  {
    path: '/services/retail-accounts/student-current-accounts',
    title: 'Student Current Accounts',
    description: 'A low-cost current account for university and college students, with an ATM card and mobile banking.',
  },
  {
    path: '/services/retail-accounts/student-savings-accounts',
    title: 'Student Savings Accounts',
    description:
      'A savings account for young savers: a small opening balance, and interest on balances above a threshold, paid twice a year.',
    keywords: 'children',
  },
  {
    path: '/services/retail-accounts/time-fixed-deposit',
    title: 'Time / Fixed Deposit',
    description:
      'Fix your savings for a term of up to twelve months with a Trust Bank fixed deposit: listed rates per year, the minimum deposit and a calculator of your return.',
    keywords: 'interest investment calculator',
  },
  {
    path: '/services/trust-alerts',
    title: 'Trust Alerts',
    description:
      'Trust Alerts: SMS and e-mail notifications for every transaction on your Trust Bank account, balance alerts and mini statements on request.',
  },
];

/** A page's entry, for its `page` object; a path that is not listed fails at build (and in site-pages.test.ts). */
export function sitePage(path: string): SitePage {
  const page = sitePages.find((entry) => entry.path === path);
  if (!page) throw new Error(`content/site-pages.ts lists no page at ${path}`);
  return page;
}
