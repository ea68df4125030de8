import { messages } from '@/lib/shared/messages';
import type { LinkTile } from '@/components/ui/link-tiles';

const dashboard = messages.staff.dashboard;

/** SPEC section 2, "Dashboards": the admin tiles, in order, then the way to the bulk sender. */
export const ADMIN_DASHBOARD_TILES: readonly LinkTile[] = [
  { title: dashboard.manageNews, href: '/admin/news' },
  { title: dashboard.updateExchangeRates, href: '/admin/exchange' },
  { title: dashboard.uploadImages, href: '/admin/images' },
  { title: dashboard.annualReports, href: '/admin/reports' },
  { title: dashboard.applicationForms, href: '/admin/forms' },
  { title: dashboard.updateAtmStatus, href: '/atm/status' },
  { title: dashboard.importantNotices, href: '/admin/important-notices' },
  { title: dashboard.bulkSender, href: '/tbl/bulk-sms-email' },
];

/** The ATM admin's only tile. /atm/status is guarded for admin only, as the spec requires. */
export const ATM_DASHBOARD_TILES: readonly LinkTile[] = [{ title: dashboard.updateAtmStatus, href: '/atm/status' }];

export const NEWS_ADMIN_TILES: readonly LinkTile[] = [
  { title: messages.staff.news.addTile, href: '/admin/news/add' },
  { title: messages.staff.news.deleteTile, href: '/admin/news/delete' },
];
