import { messages } from '@/lib/messages';
import type { StaffTile } from './staff-tile-grid';

const dashboard = messages.staff.dashboard;

/** SPEC section 2, "Dashboards": the admin tiles, in order, then the way to the bulk sender. */
export const ADMIN_DASHBOARD_TILES: readonly StaffTile[] = [
  { label: dashboard.manageNews, href: '/admin/news' },
  { label: dashboard.updateExchangeRates, href: '/admin/exchange' },
  { label: dashboard.uploadImages, href: '/admin/images' },
  { label: dashboard.annualReports, href: '/admin/reports' },
  { label: dashboard.applicationForms, href: '/admin/forms' },
  { label: dashboard.updateAtmStatus, href: '/atm/status' },
  { label: dashboard.importantNotices, href: '/admin/important-notices' },
  { label: dashboard.bulkSender, href: '/tbl/bulk-sms-email' },
];

/** The ATM admin's only tile. /atm/status is guarded for admin only, as the spec requires. */
export const ATM_DASHBOARD_TILES: readonly StaffTile[] = [{ label: dashboard.updateAtmStatus, href: '/atm/status' }];

export const NEWS_ADMIN_TILES: readonly StaffTile[] = [
  { label: messages.staff.news.addTile, href: '/admin/news/add' },
  { label: messages.staff.news.deleteTile, href: '/admin/news/delete' },
];
