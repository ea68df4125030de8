import { serviceMenu } from '@/config/service-menu';

/** The four service families of the accounts overview, each with the service pages of its side-menu group. */
const descriptions: Record<string, { name: string; description: string }> = {
  'Retail accounts': {
    name: 'Retail Banking',
    description:
      'Current, savings, student and fixed deposit accounts for individuals and families, with cards, alerts and mobile banking.',
  },
  'Corporate accounts': {
    name: 'Corporate Banking',
    description:
      'Accounts for companies, NGOs and institutions in dalasi and foreign currency, each client with a dedicated Corporate Relationship Manager.',
  },
  'E-Banking': {
    name: 'Digital Banking',
    description:
      'ATMs, mobile banking, Trust Alerts and electronic payments through RTGS and ACP / ACH, 24 hours a day, 7 days a week.',
  },
  Other: {
    name: 'Other Services',
    description:
      'Loans and overdrafts, international banking, correspondent banks, exchange rates, cheque discounting and guarantees.',
  },
};

export const serviceFamilies = serviceMenu.map((group) => ({
  ...descriptions[group.title],
  group: group.title,
  links: group.links,
}));
