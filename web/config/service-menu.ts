/** The service pages' side menu: every service route, grouped as the bank groups its products. */
export type ServiceMenuLink = { label: string; href: string };
export type ServiceMenuGroup = { title: string; links: ServiceMenuLink[] };

export const serviceOverview: ServiceMenuLink = { label: 'All accounts & services', href: '/services/accounts' };

export const serviceMenu: ServiceMenuGroup[] = [
  {
    title: 'Retail accounts',
    links: [
      { label: 'Current Accounts', href: '/services/retail-accounts/current-accounts' },
      { label: 'Savings Accounts', href: '/services/retail-accounts/savings-accounts' },
      { label: 'Student Current Accounts', href: '/services/retail-accounts/student-current-accounts' },
      { label: 'Student Savings Accounts', href: '/services/retail-accounts/student-savings-accounts' },
      { label: 'Time / Fixed Deposit', href: '/services/retail-accounts/time-fixed-deposit' },
    ],
  },
  {
    title: 'Corporate accounts',
    links: [
      { label: 'Corporate Current Accounts', href: '/services/corporate-accounts/corporate-current' },
      { label: 'Foreign Currency Accounts', href: '/services/corporate-accounts/foreign-currency' },
    ],
  },
  {
    title: 'E-Banking',
    links: [
      { label: 'ATM Services', href: '/services/e-banking/atm' },
      { label: 'Mobile Banking', href: '/services/e-banking/mobile-banking' },
      { label: 'RTGS', href: '/services/e-banking/rtgs' },
      { label: 'ACP / ACH', href: '/services/e-banking/acp-ach' },
      { label: 'Trust Alerts', href: '/services/trust-alerts' },
    ],
  },
  {
    title: 'Other',
    links: [
      { label: 'Loans & Advances', href: '/services/loans' },
      { label: 'International Banking', href: '/services/international-banking' },
      { label: 'Correspondent Banking', href: '/services/correspondent-banking' },
      { label: 'Exchange Rates', href: '/services/exchange-rates' },
      { label: 'Other Services', href: '/services/other-services' },
    ],
  },
];
