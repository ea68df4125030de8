/** The main menu, exactly the table of SPEC.md section 2 (including the spec's spelling of /about/complieance). */
export type MenuLink = { label: string; href: string };
export type MenuGroup = { label: string; children: readonly MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export const mainMenu: readonly MenuEntry[] = [
  { label: 'Home', href: '/' },
  {
    label: 'About us',
    children: [
      { label: 'Who we are', href: '/about' },
      { label: 'Branches', href: '/about/branches' },
      { label: 'Compliance Policies', href: '/about/complieance' },
      { label: 'Corporate Social Responsibility', href: '/about/social' },
      { label: 'Subsidiaries', href: '/about/subsidiaries' },
      { label: 'Recognition and Awards', href: '/about/awards' },
      { label: 'AGM', href: '/about/agm' },
    ],
  },
  {
    label: 'Services',
    children: [
      { label: 'Accounts', href: '/services/accounts' },
      { label: 'Loans', href: '/services/loans' },
      { label: 'E-Banking', href: '/services/e-banking/atm' },
      { label: 'International', href: '/services/international-banking' },
      { label: 'Exchange Rates', href: '/services/exchange-rates' },
    ],
  },
  { label: 'Careers', href: '/careers' },
  {
    label: 'Fraud',
    children: [
      { label: 'Types of Fraud', href: '/fraud/types' },
      { label: 'Fraud Protection Tips', href: '/fraud/tips' },
      { label: 'Security For E-Banking', href: '/fraud/security-for-ebanking' },
    ],
  },
  {
    label: 'Downloads',
    children: [
      { label: 'Application Forms', href: '/forms' },
      { label: 'Reports', href: '/reports' },
    ],
  },
  { label: 'News', href: '/news' },
  { label: 'Contact', href: '/contact' },
];

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

/** Whether `href` is the page at `pathname` (trailing slashes ignored). */
export function isCurrentPath(pathname: string, href: string): boolean {
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return normalise(pathname) === normalise(href);
}

/** Whether a group holds the current page, so its trigger is underlined too. */
export function groupHoldsPath(group: MenuGroup, pathname: string): boolean {
  return group.children.some((child) => isCurrentPath(pathname, child.href));
}

/** Every public route of SPEC.md section 2, for the sitemap. */
export const publicRoutes: readonly string[] = [
  '/',
  '/about',
  '/about/branches',
  '/about/complieance',
  '/about/social',
  '/about/subsidiaries',
  '/about/subsidiaries/bayba',
  '/about/subsidiaries/homefinance',
  '/about/agm',
  '/about/awards',
  '/services',
  '/services/accounts',
  '/services/retail-accounts/current-accounts',
  '/services/retail-accounts/savings-accounts',
  '/services/retail-accounts/student-current-accounts',
  '/services/retail-accounts/student-savings-accounts',
  '/services/retail-accounts/time-fixed-deposit',
  '/services/corporate-accounts/corporate-current',
  '/services/corporate-accounts/foreign-currency',
  '/services/e-banking/atm',
  '/services/e-banking/mobile-banking',
  '/services/e-banking/rtgs',
  '/services/e-banking/acp-ach',
  '/services/trust-alerts',
  '/services/exchange-rates',
  '/services/other-services',
  '/services/loans',
  '/services/international-banking',
  '/services/correspondent-banking',
  '/careers',
  '/fraud',
  '/fraud/types',
  '/fraud/tips',
  '/fraud/security-for-ebanking',
  '/news',
  '/contact',
  '/reports',
  '/forms',
];
