import { useState } from 'react';
import { useFetchClient, useNotification, useQueryParams } from '@strapi/strapi/admin';

const AUDIT_LIST = '/collection-types/api::audit-entry.audit-entry';
/** The list's own filters and search: the file holds what the list shows (src/audit/export.ts checks them). */
const KEPT = /^(filters\[|_q$)/;

const style = {
  padding: '8px 16px',
  borderRadius: 4,
  border: '1px solid #dcdce4',
  background: '#ffffff',
  color: '#32324d',
  fontSize: 12,
  fontWeight: 600,
  lineHeight: '16px',
  cursor: 'pointer',
} as const;

/**
 * "Export as CSV" on the Audit log list (only there): downloads GET /admin/audit-log/export with the list's filters,
 * through the panel's own fetch client (it carries the panel sign-in). The route refuses every role but the Super
 * Admin, who is also the only one shown the list.
 */
export function AuditLogExport() {
  // Re-renders on every change of the list's address (filters, pages), so the button sends the current filters.
  const [{ rawQuery }] = useQueryParams();
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);
  if (!window.location.pathname.endsWith(AUDIT_LIST)) return null;

  const exportCsv = async () => {
    const params = new URLSearchParams(rawQuery.replace(/^\?/, ''));
    const kept = new URLSearchParams([...params].filter(([name]) => KEPT.test(name)));
    setBusy(true);
    try {
      const { data } = await get(`/admin/audit-log/export?${kept.toString()}`, { responseType: 'blob' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch {
      toggleNotification({ type: 'danger', message: 'The audit log could not be exported. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" style={style} disabled={busy} onClick={() => void exportCsv()}>
      {busy ? 'Exporting…' : 'Export as CSV'}
    </button>
  );
}
