import { pages, relabel, type PageLink } from './routes';

/** The main menu, exactly the table of SPEC.md section 2; its links are the pages of config/routes.ts. */
export type MenuGroup = { label: string; children: readonly PageLink[] };
export type MenuEntry = PageLink | MenuGroup;

export const mainMenu: readonly MenuEntry[] = [
  pages.home,
  {
    label: 'About us',
    children: [pages.about, pages.branches, pages.compliance, pages.social, pages.subsidiaries, pages.awards, pages.agm],
  },
  {
    label: 'Services',
    children: [
      pages.accounts,
      relabel(pages.loans, 'Loans'),
      relabel(pages.atm, 'E-Banking'),
      relabel(pages.international, 'International'),
      pages.exchangeRates,
    ],
  },
  pages.careers,
  { label: 'Fraud', children: [pages.fraudTypes, pages.fraudTips, pages.ebankingSecurity] },
  { label: 'Downloads', children: [pages.forms, pages.reports] },
  pages.news,
  pages.contact,
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
export const publicRoutes: readonly string[] = Object.values(pages).map((page) => page.href);
