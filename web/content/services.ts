/**
 * The four service cards of the Our Services page (/services). The fixed deposit's minimum is not written here: it is
 * the CMS's (the deposit terms, as on the fixed deposit page), given as it reads ("D25,000"), or null when the page
 * was built without the CMS.
 */
export type ServiceCard = {
  title: string;
  description: string;
  features: [string, string, string, string];
  href: string;
  linkLabel: string;
};

export const serviceCards = (depositMinimum: string | null): ServiceCard[] => [
  {
    title: 'Personal Banking',
    description:
      'Accounts and everyday banking for individuals and families, from a child’s first savings account to your salary account.',
    features: [
      'Current and savings accounts',
      'Student current and savings accounts',
      'ATM cards and mobile banking',
      'Trust Alerts on every transaction',
    ],
    href: '/services/retail-accounts/current-accounts',
    linkLabel: 'Explore personal banking',
  },
  {
    title: 'Business Banking',
    description:
      'Banking for sole traders, SMEs, corporates, NGOs and institutions, with a Corporate Relationship Manager for every corporate client.',
    features: [
      'Corporate current accounts',
      'Foreign currency accounts in USD, EUR and GBP',
      'RTGS and ACP / ACH payments',
      'Cheque discounting and bank guarantees',
    ],
    href: '/services/corporate-accounts/corporate-current',
    linkLabel: 'Explore business banking',
  },
  {
    title: 'Loans & Mortgages',
    description: 'Finance for personal plans, business growth and home ownership, with repayments matched to your income.',
    features: [
      'Salary-backed personal loans',
      'Overdrafts for short-term needs',
      'Business term loans and asset finance',
      'Mortgages through The Home Finance Company',
    ],
    href: '/services/loans',
    linkLabel: 'Explore loans',
  },
  {
    title: 'Investment Services',
    description: 'Put surplus funds to work safely, with guaranteed returns and the expertise of our treasury team.',
    features: [
      depositMinimum ? `Time / fixed deposits from ${depositMinimum}` : 'Time / fixed deposits',
      'Treasury bills on behalf of customers',
      'Foreign exchange at competitive rates',
      'International banking and trade finance',
    ],
    href: '/services/retail-accounts/time-fixed-deposit',
    linkLabel: 'Explore investments',
  },
];
