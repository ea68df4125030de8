import { pages, relabel, type PageLink } from './routes';

/** The service pages' side menu: every service route, grouped as the bank groups its products. */
export type ServiceMenuLink = PageLink;
export type ServiceMenuGroup = { title: string; links: ServiceMenuLink[] };

export const serviceOverview: ServiceMenuLink = relabel(pages.accounts, 'All accounts & services');

export const serviceMenu: ServiceMenuGroup[] = [
  {
    title: 'Retail accounts',
    links: [
      pages.currentAccounts,
      pages.savingsAccounts,
      pages.studentCurrentAccounts,
      pages.studentSavingsAccounts,
      pages.fixedDeposit,
    ],
  },
  { title: 'Corporate accounts', links: [pages.corporateCurrent, pages.foreignCurrency] },
  { title: 'E-Banking', links: [pages.atm, pages.mobileBanking, pages.rtgs, pages.acpAch, pages.trustAlerts] },
  { title: 'Other', links: [pages.loans, pages.international, pages.correspondent, pages.exchangeRates, pages.otherServices] },
];
